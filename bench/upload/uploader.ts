/**
 * The client side of bench/upload's uploads (a child process of run.ts, so sending 40 MB does not slow
 * the process that times /api/health): rounds of N concurrent multipart uploads of SIZE bytes, the way a
 * browser's FormData sends them (text fields first, then the file), each as fast as the server reads.
 */
import http from 'node:http';

export interface UploadJob {
  port: number;
  tokens: string[];
  orderId: number;
  size: number;
  /** Rounds of concurrent uploads, one after the other (more health samples under the same load). */
  rounds: number;
}
export interface UploadResult {
  statuses: number[];
  seconds: number;
}

function upload(job: UploadJob, token: string, file: Buffer): Promise<number> {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('orderId', String(job.orderId)) +
      field('email', 'bench@example.org') +
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadVisaDoc"; filename="card.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: job.port,
        method: 'POST',
        path: '/api/admin/upload-visa-document',
        headers: {
          authorization: token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(head);
    // 64 KB writes, waiting for the socket when it is full: a client at the speed the server reads.
    let at = 0;
    const pump = () => {
      while (at < file.length) {
        const chunk = file.subarray(at, at + 64 * 1024);
        at += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
}

process.send!('ready');
// One job after another (the warm-up, then the measured rounds); 'exit' ends the process.
process.on('message', async (job: UploadJob | 'exit') => {
  if (job === 'exit') process.exit(0);
  const file = Buffer.alloc(job.size, 0x41);
  file.write('%PDF-1.7\n');
  const started = performance.now();
  const statuses: number[] = [];
  for (let round = 0; round < job.rounds; round++) {
    statuses.push(...(await Promise.all(job.tokens.map((token) => upload(job, token, file)))));
  }
  const result: UploadResult = { statuses, seconds: (performance.now() - started) / 1000 };
  process.send!(result);
});
