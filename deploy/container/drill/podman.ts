/** The drill's podman side: commands, waits, and the images it builds (see ../drill.ts). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const BASE = process.env.BASE ?? 'localhost/node20-bookworm-slim';
export const IMAGE = process.env.EARRIVAL_IMAGE ?? 'localhost/earrival:latest';
export const PROJECT = 'earrival-drill';
export const STANDINS = ['postgres', 'minio', 'mailpit', 'nginx'] as const;
export const STANDIN_VARIABLE = {
  postgres: 'POSTGRES_IMAGE',
  minio: 'S3_IMAGE',
  mailpit: 'MAIL_IMAGE',
  nginx: 'NGINX_IMAGE',
};

export const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command; its output is kept (podman-compose echoes the environment, secrets included). */
export function run(command: string, args: string[], options: { cwd?: string; quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    maxBuffer: 64e6,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-25).join('\n');
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} … failed (exit ${result.status}):\n${output}`);
  }
  return result.stdout.trim();
}

export async function until<T>(
  probe: () => Promise<T | undefined | false>,
  what: string,
  ms = 180_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms / 1000} s waiting for ${what}`);
    await sleep(500);
  }
}

export function step(title: string) {
  console.log(`\n== ${title}`);
}

export function imageSize(image: string): number {
  return Number(run('podman', ['image', 'inspect', '--format', '{{.Size}}', image]));
}

/** Open files allowed to each build step (soft:hard). */
const BUILD_NOFILE = 'nofile=8192:8192';

export function buildImages() {
  step(`building ${IMAGE} from ${BASE}`);
  if (spawnSync('podman', ['image', 'exists', BASE]).status !== 0)
    throw new Error(`No image ${BASE}: build it first (deploy/container/README.md, "Without a registry")`);
  const started = Date.now();
  // npm ci in the build opens more files at once than the 1,024 this machine's podman gives a container by
  // default (containers.conf): it failed with EMFILE now and then. 8,192 stays under the host's hard limit.
  run('podman', [
    'build',
    '--format',
    'docker',
    '--ulimit',
    BUILD_NOFILE,
    '--build-arg',
    `BASE=${BASE}`,
    '-t',
    IMAGE,
    '.',
  ]);
  const built = seconds(started);
  const [size, base] = [imageSize(IMAGE), imageSize(BASE)];
  console.log(`built in ${built} s: ${mb(size)}, base ${mb(base)}, + ${mb(size - base)} (budget + 150 MB)`);
  // The runtime stage's instructions that make layers, newest first, beside the history's layers.
  const finalStage = fs
    .readFileSync(path.join(repoRoot, 'Containerfile'), 'utf8')
    .split(/^FROM .*$/m)
    .at(-1)!;
  const steps = finalStage
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /^(COPY|RUN|ADD) /.test(line))
    .reverse();
  const sizes = run('podman', ['history', '--format', '{{.Size}}\t{{.CreatedBy}}', IMAGE])
    .split('\n')
    .filter((line) => /#\(nop\) (COPY|ADD)|^[^\t]*\t\/bin\/sh -c (?!#\(nop\))/.test(line))
    .map((line) => line.split('\t')[0]!);
  steps.forEach((instruction, at) =>
    console.log(`  ${sizes[at]?.padStart(8)}  ${instruction.slice(0, 100)}`),
  );
  console.log(`  ${mb(base).padStart(8)}  the base, ${BASE}`);
  for (const name of STANDINS) {
    const context = path.join(repoRoot, 'deploy/container/standins', name);
    run('podman', [
      'build',
      '--ulimit',
      BUILD_NOFILE,
      '--build-arg',
      `BASE=${BASE}`,
      '-t',
      `localhost/earrival-standin-${name}`,
      context,
    ]);
  }
  console.log(`stand-ins built: ${STANDINS.map((name) => `localhost/earrival-standin-${name}`).join(', ')}`);
  return { size, base };
}
