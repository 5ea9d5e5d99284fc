import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseAllDocuments, stringify } from 'yaml';
import { IMAGE, PROJECT, repoRoot, run, seconds, step, until } from './podman';
import { ready, type Stack } from './stack';

/**
 * deploy/kubernetes/ played by podman on the compose network: the ConfigMap pointed at the stack's store,
 * the Secret filled from the drill's .env. podman 4 reads a Secret for `envFrom` from its own secret store,
 * as JSON of base64 values, so the drill puts it there under the manifest's name.
 */
export async function kubePlay(stack: Stack) {
  step("deploy/kubernetes/ with podman kube play: 2 replicas on the stack's database and store");
  const kube = path.join(repoRoot, 'deploy/kubernetes');
  const documents = fs
    .readdirSync(kube)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(fs.readFileSync(path.join(kube, file), 'utf8')).map((doc) => doc.toJS()),
    );
  const byKind = (kind: string) => documents.filter((doc) => doc.kind === kind);
  const [configMap] = byKind('ConfigMap');
  const [secret] = byKind('Secret');
  const [deployment] = byKind('Deployment');
  Object.assign(configMap.data, { S3_ENDPOINT: 'http://s3:9000', S3_CREATE_BUCKET: 'true' });
  const values: Record<string, string> = {
    ...secret.stringData,
    DATABASE_URL: `postgres://earrival:${stack.env.POSTGRES_PASSWORD}@db:5432/earrival`,
    JWT_SECRET: stack.env.JWT_SECRET!,
    S3_ACCESS_KEY_ID: stack.env.S3_ACCESS_KEY_ID!,
    S3_SECRET_ACCESS_KEY: stack.env.S3_SECRET_ACCESS_KEY!,
    MAIL_PROVIDER_1_URL: 'smtp://mail:1025',
    MAIL_PROVIDER_2_URL: 'smtp://mail:1025',
    INTAKE_API_KEY: stack.env.INTAKE_API_KEY!,
    METRICS_TOKEN: stack.env.METRICS_TOKEN!,
  };
  const [container] = deployment.spec.template.spec.containers;
  container.image = IMAGE;
  // podman publishes a containerPort on the host's same port (two replicas cannot both have 8080 there):
  // the copy played here names none, and the probes say the number. Each pod is asked at its own address.
  delete container.ports;
  for (const probe of [container.readinessProbe, container.livenessProbe]) probe.httpGet.port = 8080;
  const secretFile = path.join(stack.dir, 'secret.json');
  fs.writeFileSync(
    secretFile,
    JSON.stringify(
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
    ),
  );
  const played = path.join(stack.dir, 'kubernetes.yaml');
  fs.writeFileSync(played, [deployment, configMap].map((doc) => stringify(doc)).join('---\n'));
  run('podman', ['secret', 'create', secret.metadata.name, secretFile]);
  const started = Date.now();
  try {
    run('podman', ['kube', 'play', '--network', `${PROJECT}_default`, played]);
    const pods = run('podman', [
      'pod',
      'ps',
      '--filter',
      `name=${deployment.metadata.name}-pod`,
      '--format',
      '{{.Name}}',
    ])
      .split('\n')
      .filter(Boolean);
    if (pods.length !== deployment.spec.replicas)
      throw new Error(`podman started ${pods.length} pods for ${deployment.spec.replicas} replicas`);
    for (const pod of pods) {
      const address = run('podman', [
        'inspect',
        '--format',
        '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
        `${pod}-api`,
      ]);
      await until(ready(`http://${address}:8080`), `${pod} ready`);
    }
    console.log(`${pods.join(', ')}: /api/health/ready 200 from each, ${seconds(started)} s after the play`);
  } finally {
    spawnSync('podman', ['kube', 'down', played]);
    spawnSync('podman', ['secret', 'rm', secret.metadata.name]);
  }
}
