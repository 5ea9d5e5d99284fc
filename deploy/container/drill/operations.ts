/** What an operator needs of the running stack: a day's work, a killed container, a restart. */
import { randomBytes } from 'node:crypto';
import { openTestStream, type WireEvent } from '@earrival/api/modules/live/fixtures/stream';
import { pdfBytes, signIn, uploadDocument } from '@earrival/api/testing/cluster';
import { siteOrder } from '@earrival/api/testing/siteOrder';
import { run, sleep, step, until } from './podman';
import { api, apiBase, startStack, type Stack } from './stack';

const ADMIN = {
  email: 'drill.admin@example.org',
  name: 'Drill Admin',
  password: randomBytes(12).toString('base64url'),
};

interface Detail {
  uploadDoc: Array<{ file1: string }>;
  mailHistory: Array<{ status?: string; email: string }>;
}

export async function work(stack: Stack) {
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
export async function killOne(stack: Stack, token: string, orderId: number) {
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

export async function restartAndCheck(stack: Stack, before: Awaited<ReturnType<typeof work>>) {
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
