/**
 * The container drill: the image built from the Containerfile, the compose stack of deploy/compose.yaml
 * run with podman-compose, and what an operator needs of it, checked end to end:
 *
 *   npm run drill -- container [--keep]
 *
 * 1. builds the image (and the stand-ins for the upstream images this machine cannot pull) from BASE;
 * 2. starts the stack (PostgreSQL, S3, mail, two API containers, nginx) from a copy of deploy/ with a
 *    throw-away .env, and times it until nginx answers /api/health/ready;
 * 3. creates the first Admin with the documented command, signs in through nginx, takes an order in
 *    through the intake API, lists New Orders, uploads the document (mailed), renders a defence pack,
 *    and sees a live event cross from one API container to a stream on the other;
 * 4. kills one API container (SIGKILL) while readers keep asking through nginx, and counts the failures;
 * 5. restarts the whole stack and finds the order, the document's bytes and the mail history again;
 * 6. plays deploy/kubernetes/ with `podman kube play` on the stack's network (its database and store) and
 *    asks each of the 2 replicas for /api/health/ready;
 * 7. tears it all down, volumes included (--keep leaves it running).
 *
 * Prints the image's size beside its base, what each layer adds, the build and start times and the failed
 * reads. Exit 1 on any failed step. Needs podman and podman-compose, and BASE (an image with Node 20 on
 * Debian bookworm; default localhost/node20-bookworm-slim, see deploy/container/README.md).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestStream, type WireEvent } from '@earrival/api/modules/live/fixtures/stream';
import { freePort } from '@earrival/api/testing/builtServer';
import { pdfBytes, signIn, uploadDocument } from '@earrival/api/testing/cluster';
import { siteOrder } from '@earrival/api/testing/siteOrder';
import { parseAllDocuments, stringify } from 'yaml';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const BASE = process.env.BASE ?? 'localhost/node20-bookworm-slim';
const IMAGE = process.env.EARRIVAL_IMAGE ?? 'localhost/earrival:latest';
const PROJECT = 'earrival-drill';
const STANDINS = ['postgres', 'minio', 'mailpit', 'nginx'] as const;
const STANDIN_VARIABLE = {
  postgres: 'POSTGRES_IMAGE',
  minio: 'S3_IMAGE',
  mailpit: 'MAIL_IMAGE',
  nginx: 'NGINX_IMAGE',
};
const keep = process.argv.includes('--keep');
const ADMIN = {
  email: 'drill.admin@example.org',
  name: 'Drill Admin',
  password: randomBytes(12).toString('base64url'),
};

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command; its output is kept (podman-compose echoes the environment, secrets included). */
function run(command: string, args: string[], options: { cwd?: string; quiet?: boolean } = {}) {
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

async function until<T>(probe: () => Promise<T | undefined | false>, what: string, ms = 180_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms / 1000} s waiting for ${what}`);
    await sleep(500);
  }
}

function step(title: string) {
  console.log(`\n== ${title}`);
}

function imageSize(image: string): number {
  return Number(run('podman', ['image', 'inspect', '--format', '{{.Size}}', image]));
}

function buildImages() {
  step(`building ${IMAGE} from ${BASE}`);
  if (spawnSync('podman', ['image', 'exists', BASE]).status !== 0)
    throw new Error(`No image ${BASE}: build it first (deploy/container/README.md, "Without a registry")`);
  const started = Date.now();
  run('podman', ['build', '--format', 'docker', '--build-arg', `BASE=${BASE}`, '-t', IMAGE, '.']);
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

interface Stack {
  dir: string;
  staff: string;
  visitor: string;
  env: Record<string, string>;
  compose(...args: string[]): string;
  container(service: string): string;
}

async function stackFiles(): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'earrival-compose-'));
  fs.cpSync(path.join(repoRoot, 'deploy/compose.yaml'), path.join(dir, 'compose.yaml'));
  fs.cpSync(path.join(repoRoot, 'deploy/nginx'), path.join(dir, 'nginx'), { recursive: true });
  const [httpPort, visitorPort] = [await freePort(), await freePort()];
  const secret = (bytes: number) => randomBytes(bytes).toString('hex');
  const env: Record<string, string> = {
    POSTGRES_PASSWORD: secret(16),
    JWT_SECRET: secret(32),
    S3_ACCESS_KEY_ID: `drill${secret(4)}`,
    S3_SECRET_ACCESS_KEY: secret(16),
    INTAKE_API_KEY: secret(24),
    METRICS_TOKEN: secret(24),
    EARRIVAL_IMAGE: IMAGE,
    HTTP_PORT: String(httpPort),
    VISITOR_HTTP_PORT: String(visitorPort),
    ...Object.fromEntries(
      STANDINS.map((name) => [STANDIN_VARIABLE[name], `localhost/earrival-standin-${name}`]),
    ),
  };
  // podman-compose reads .env beside the compose file (and lets it win over the environment).
  fs.writeFileSync(
    path.join(dir, '.env'),
    Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  return {
    dir,
    env,
    staff: `http://127.0.0.1:${httpPort}`,
    visitor: `http://127.0.0.1:${visitorPort}`,
    compose: (...args) => run('podman-compose', ['-p', PROJECT, '-f', 'compose.yaml', ...args], { cwd: dir }),
    container: (service) => `${PROJECT}_${service}_1`,
  };
}

const ready = (base: string) => async () => (await fetch(`${base}/api/health/ready`)).status === 200;

async function startStack(stack: Stack, what: string): Promise<string> {
  const started = Date.now();
  stack.compose('up', '-d');
  await until(ready(stack.staff), `${what}: /api/health/ready through nginx`);
  // Both API containers, each on its own address in the compose network.
  for (const service of ['api-1', 'api-2']) await until(ready(apiBase(stack, service)), `${service} ready`);
  return seconds(started);
}

function apiBase(stack: Stack, service: string): string {
  const address = run('podman', [
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    stack.container(service),
  ]);
  return `http://${address}:8080`;
}

async function api<T>(
  base: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface Detail {
  uploadDoc: Array<{ file1: string }>;
  mailHistory: Array<{ status?: string; email: string }>;
}

async function work(stack: Stack) {
  step('the first Admin, with the documented command');
  const created = run('podman', [
    'exec',
    stack.container('api-1'),
    'node',
    'api/dist/create-admin.js',
    '--email',
    ADMIN.email,
    '--name',
    ADMIN.name,
    '--password',
    ADMIN.password,
  ]);
  console.log(created.split('\n').at(-1));
  const token = await signIn(stack.staff, ADMIN.email, ADMIN.password);
  console.log('signed in through nginx');

  const email = 'ana.container@example.org';
  const intake = await fetch(`${stack.staff}/api/intake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': stack.env.INTAKE_API_KEY! },
    body: JSON.stringify(
      // New Orders holds Regular Processing orders processed before next month.
      siteOrder({
        order_number: `DRILL-${Date.now()}`,
        processing_mode: 'Regular Processing',
        processing_date: new Date().toISOString().slice(0, 10),
        email,
        confirm_email: email,
      }),
    ),
  });
  if (intake.status !== 201) throw new Error(`intake: ${intake.status} ${await intake.text()}`);
  const { data: taken } = (await intake.json()) as { data: { order_id: number } };
  const orderId = taken.order_id;
  const list = await api<{ data: Array<{ order_id: number }>; total?: number }>(
    stack.staff,
    token,
    'GET',
    '/api/admin/get-orders-list/newOrder?page=1&limit=10',
  );
  if (!list.data.some((row) => row.order_id === orderId))
    throw new Error(`order ${orderId} not in New Orders`);
  console.log(`order ${orderId} taken in through the intake API, listed in New Orders`);

  // A stream on api-2 hears the upload made through api-1.
  const [one, two] = [apiBase(stack, 'api-1'), apiBase(stack, 'api-2')];
  const stream = await openTestStream(two, token);
  await stream.next((event) => event.event === 'ready');
  const bytes = pdfBytes(300_000, 7);
  const uploaded = await uploadDocument(one, token, { orderId, email }, bytes);
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const crossed = await stream.next(
    (event: WireEvent) =>
      event.event === 'order-updated' && (event.data as { orderId: number }).orderId === orderId,
  );
  stream.close();
  console.log(`document uploaded through api-1; api-2's live stream heard it (${crossed.event})`);

  await api(stack.staff, token, 'PUT', '/api/admin/move-order-status', {
    orderId: [orderId],
    updatingStatus: 'Completed',
  });
  const pack = await fetch(`${stack.staff}/api/admin/get-defence-pack-pdf`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId, defencePackType: 1 }),
  });
  const packBytes = Buffer.from(await pack.arrayBuffer());
  if (pack.status !== 200 || !packBytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw new Error(`defence pack: ${pack.status} ${packBytes.subarray(0, 200).toString()}`);
  console.log(
    `moved to Completed; its defence pack rendered in the image's PDF workers (${packBytes.length} bytes)`,
  );

  const mailed = await until(async () => {
    const { data } = await api<{ data: Detail }>(
      stack.staff,
      token,
      'GET',
      `/api/admin/get-orders-details/${orderId}`,
    );
    return data.mailHistory.some((mail) => mail.status === 'sent') && data;
  }, 'the document mail to be sent');
  console.log(`document mail sent (${mailed.mailHistory.length} in the order's mail history)`);
  return { token, orderId, bytes, file: mailed.uploadDoc[0]!.file1, mails: mailed.mailHistory.length };
}

/** Readers ask through nginx without pause while api-1 is killed: how many reads fail. */
async function killOne(stack: Stack, token: string, orderId: number) {
  step('SIGKILL of api-1 while reads run through nginx');
  let reads = 0;
  let failed = 0;
  let stop = false;
  const reader = async () => {
    while (!stop) {
      const response = await fetch(`${stack.staff}/api/admin/get-orders-details/${orderId}`, {
        headers: { authorization: token },
      }).catch(() => null);
      reads += 1;
      if (response?.status !== 200) failed += 1;
      await response?.arrayBuffer().catch(() => undefined);
    }
  };
  const readers = Array.from({ length: 8 }, reader);
  await sleep(2000);
  run('podman', ['kill', '--signal', 'KILL', stack.container('api-1')]);
  const killedAt = reads;
  await sleep(5000);
  stop = true;
  await Promise.all(readers);
  console.log(`${reads} reads (${reads - killedAt} after the kill), ${failed} failed`);
  return failed;
}

async function restartAndCheck(stack: Stack, before: Awaited<ReturnType<typeof work>>) {
  step('the whole stack restarted: nothing lost');
  stack.compose('down');
  const restartSeconds = await startStack(stack, 'after the restart');
  const token = await signIn(stack.staff, ADMIN.email, ADMIN.password);
  const { data } = await api<{ data: Detail }>(
    stack.staff,
    token,
    'GET',
    `/api/admin/get-orders-details/${before.orderId}`,
  );
  const file = await fetch(
    `${stack.staff}/api/uploads/docs/${before.orderId}/${encodeURIComponent(before.file)}`,
    {
      headers: { authorization: token },
    },
  );
  const same = Buffer.from(await file.arrayBuffer()).equals(before.bytes);
  if (!same) throw new Error('the document came back with other bytes');
  if (data.mailHistory.length !== before.mails)
    throw new Error('the mail history changed across the restart');
  console.log(
    `healthy again in ${restartSeconds} s; order ${before.orderId}, its document (same bytes) and its mail history are there`,
  );
}

/**
 * deploy/kubernetes/ played by podman on the compose network: the ConfigMap pointed at the stack's store,
 * the Secret filled from the drill's .env. podman 4 reads a Secret for `envFrom` from its own secret store,
 * as JSON of base64 values, so the drill puts it there under the manifest's name.
 */
async function kubePlay(stack: Stack) {
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

async function main() {
  const images = buildImages();
  const stack = await stackFiles();
  let failedReads = -1;
  try {
    step('compose up');
    const startSeconds = await startStack(stack, 'first start');
    console.log(`healthy through nginx in ${startSeconds} s (schema created on the first start)`);
    const done = await work(stack);
    failedReads = await killOne(stack, done.token, done.orderId);
    await restartAndCheck(stack, done);
    await kubePlay(stack);
    step('figures');
    console.log(
      `image ${mb(images.size)} (base ${mb(images.base)}, + ${mb(images.size - images.base)}); first start ${startSeconds} s; failed reads while a container was killed: ${failedReads}`,
    );
    if (failedReads > 0) throw new Error(`${failedReads} reads failed while api-1 was killed`);
  } catch (error) {
    // What the containers said last, for whoever reads a failed run.
    for (const service of ['api-1', 'api-2', 'nginx', 's3', 'db']) {
      const logs = spawnSync('podman', ['logs', '--tail', '8', stack.container(service)], {
        encoding: 'utf8',
      });
      console.log(`\n-- ${service}, last lines:\n${`${logs.stdout}${logs.stderr}`.slice(-3000)}`);
    }
    throw error;
  } finally {
    if (keep)
      console.log(`\nleft running: cd ${stack.dir} && podman-compose -p ${PROJECT} -f compose.yaml down -v`);
    else {
      step('down, volumes included');
      stack.compose('down', '-v');
      fs.rmSync(stack.dir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(`\ncontainer drill FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
