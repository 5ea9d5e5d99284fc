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
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { kubePlay } from './drill/kube';
import { killOne, restartAndCheck, work } from './drill/operations';
import { PROJECT, buildImages, mb, step } from './drill/podman';
import { startStack, stackFiles } from './drill/stack';

const keep = process.argv.includes('--keep');

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
