import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { FONT_FILES } from '@earrival/api/platform/pdf/fonts';
import { KEPT_FONT_WEIGHTS, prune } from './prune.mjs';

/*
 * What the image and the deploy files must agree on with the repository, checked without podman: the
 * container drill (npm run drill -- container) builds and runs them.
 */

const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

describe('the Containerfile', () => {
  const containerfile = read('Containerfile');

  it("copies every workspace's package.json before npm ci, in the build and the dependencies stages", () => {
    for (const workspace of workspaces) {
      expect(containerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
      expect(containerfile).toContain(`COPY --from=build /src/${workspace}/package.json ${workspace}/`);
      // Its sources for the builds (the browser tests' workspace has nothing to build).
      if (workspace !== 'e2e') expect(containerfile).toContain(`COPY ${workspace}/ ${workspace}/`);
    }
  });

  it('runs as a non-root user, with /data as the volume, both ports, a health check and a draining stop', () => {
    expect(containerfile).toMatch(/^USER 10001:10001$/m);
    expect(containerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(containerfile).toMatch(/^EXPOSE 8080 8081$/m);
    expect(containerfile).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/api\/health\/live/);
    expect(containerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
  });

  it("installs none of a bundled workspace package's dependencies (they are compiled into api/dist)", () => {
    const prunes = containerfile.match(/node \/prune\.mjs node_modules package-lock\.json api ([^\\\n]*)/);
    // api/build.mjs's BUNDLED_PACKAGES (read as text: the module imports esbuild and the build).
    const bundled = read('api/build.mjs').match(/^export const BUNDLED_PACKAGES = new Set\((\[.*\])\);$/m);
    const listed = JSON.parse(bundled![1]!.replaceAll("'", '"')) as string[];
    expect(prunes?.[1]?.trim().split(' ').sort()).toEqual(listed.sort());
  });

  it('keeps installed and built output, data and tests out of the build context', () => {
    const ignored = read('.containerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '**/*.test.ts', '**/*.test.tsx', '.git'])
      expect(ignored).toContain(entry);
    expect(fs.readlinkSync(path.join(repoRoot, '.dockerignore'))).toBe('.containerignore');
  });
});

describe("the dependencies stage's prune", () => {
  it('keeps every font weight the PDFs load', () => {
    for (const faces of Object.values(FONT_FILES))
      for (const file of Object.values(faces)) expect(KEPT_FONT_WEIGHTS).toContain(file.split('/').at(-2));
  });

  it('drops the other weights, the workspace links, type declarations and source maps, and keeps code', () => {
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    const put = (file: string, bytes = 10) => {
      fs.mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
      fs.writeFileSync(path.join(modules, file), Buffer.alloc(bytes));
    };
    put('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
    put('@expo-google-fonts/noto-sans-sc/100Thin/NotoSansSC_100Thin.ttf', 1000);
    put('@expo-google-fonts/noto-sans-sc/LICENSE');
    put('fastify/fastify.js');
    put('fastify/fastify.d.ts', 100);
    put('fastify/fastify.js.map', 100);
    fs.mkdirSync(path.join(modules, '@earrival'));
    fs.symlinkSync('../../shared', path.join(modules, '@earrival', 'shared'));
    expect(prune(modules)).toBe(1200 + '../../shared'.length);
    const left = fs.readdirSync(modules, { recursive: true, encoding: 'utf8' }).sort();
    expect(left).toEqual([
      '@expo-google-fonts',
      '@expo-google-fonts/noto-sans-sc',
      '@expo-google-fonts/noto-sans-sc/400Regular',
      '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
      '@expo-google-fonts/noto-sans-sc/LICENSE',
      'fastify',
      'fastify/fastify.js',
    ]);
    fs.rmSync(modules, { recursive: true, force: true });
  });

  it('drops what only a bundled package needs, and keeps what the API reaches, nested copies included', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-lock-'));
    const modules = path.join(root, 'node_modules');
    const lock = {
      packages: {
        api: { dependencies: { '@earrival/shared': '1.0.0', pg: '^8' } },
        shared: { dependencies: { react: '^19' } },
        'node_modules/pg': { dependencies: { 'pg-types': '^4', 'pg-pool': '^3' } },
        'node_modules/pg/node_modules/pg-types': { peerDependencies: { 'postgres-array': '*' } },
        'node_modules/pg-types': {},
        'node_modules/pg-pool': {},
        'node_modules/postgres-array': {},
        'node_modules/react': { dependencies: { scheduler: '*' } },
        'node_modules/scheduler': {},
      },
    };
    for (const location of Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/'))) {
      fs.mkdirSync(path.join(root, location), { recursive: true });
      fs.writeFileSync(path.join(root, location, 'index.js'), '');
    }
    prune(modules, { lock, workspace: 'api', bundled: ['@earrival/shared'] });
    const left = (dir: string) => fs.readdirSync(dir).sort();
    expect(left(modules)).toEqual(['pg', 'pg-pool', 'postgres-array']);
    expect(left(path.join(modules, 'pg', 'node_modules'))).toEqual(['pg-types']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

/** The parts of the manifests the checks read. */
interface KubeObject {
  apiVersion: string;
  kind: string;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    template?: {
      spec: {
        securityContext: { runAsNonRoot?: boolean };
        containers: Array<{
          readinessProbe: { httpGet: { path: string } };
          livenessProbe: { httpGet: { path: string } };
          resources: { limits: Record<string, string> };
          lifecycle: { preStop?: unknown };
          securityContext: Record<string, unknown>;
        }>;
      };
    };
  };
}

describe('the compose file and the Kubernetes manifests', () => {
  it('mount nginx files that exist, and give no secret a default', () => {
    const compose = read('deploy/compose.yaml');
    for (const [, file] of compose.matchAll(/- \.\/(nginx\/[^:]+):/g))
      expect(fs.existsSync(path.join(repoRoot, 'deploy', file!))).toBe(true);
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      for (const use of compose.matchAll(new RegExp(`\\$\\{${secret}(:[-?])?`, 'g')))
        expect(use[1]).toBe(':?');
    const example = read('deploy/compose.env.example');
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET', 'INTAKE_API_KEY', 'METRICS_TOKEN'])
      expect(example).toMatch(new RegExp(`^${secret}=$`, 'm'));
  });

  it('are standard Kubernetes objects: a 2-replica API with probes, limits, a drain and a locked-down context', () => {
    const objects = fs
      .readdirSync(path.join(repoRoot, 'deploy/kubernetes'))
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) =>
        parseAllDocuments(read(`deploy/kubernetes/${file}`)).map((doc) => doc.toJS() as KubeObject),
      );
    const kinds = objects.map((object) => `${object.apiVersion} ${object.kind}`).sort();
    expect(kinds).toEqual([
      'apps/v1 Deployment',
      'policy/v1 PodDisruptionBudget',
      'v1 ConfigMap',
      'v1 Secret',
      'v1 Service',
      'v1 Service',
    ]);
    const deployment = objects.find((object) => object.kind === 'Deployment')!;
    expect(deployment.spec?.replicas).toBe(2);
    const pod = deployment.spec!.template!.spec;
    const api = pod.containers[0]!;
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(api.resources.limits).toEqual(expect.objectContaining({ memory: expect.any(String) }));
    expect(api.lifecycle.preStop).toBeDefined();
    expect(api.securityContext).toEqual(
      expect.objectContaining({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true }),
    );
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    const secret = objects.find((object) => object.kind === 'Secret')!;
    for (const [name, value] of Object.entries(secret.stringData!))
      expect([name, value === '' || value.includes('CHANGE-ME')]).toEqual([name, true]);
  });
});
