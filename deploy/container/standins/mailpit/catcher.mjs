// Accepts every message on port 1025 (no TLS, any or no credentials) and writes it to /data/<time>-<n>.eml.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const directory = process.env.MAIL_DIR || '/data';
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth: (_auth, _session, done) => done(null, { user: 'catcher' }),
  onData(stream, session, done) {
    const file = path.join(directory, `${Date.now()}-${++count}.eml`);
    const out = fs.createWriteStream(file);
    stream.pipe(out);
    out.on('finish', () => {
      console.log(
        `${file}: from ${session.envelope.mailFrom?.address} to ${session.envelope.rcptTo.map((to) => to.address).join(', ')}`,
      );
      done();
    });
    out.on('error', done);
  },
});
server.listen(1025, '0.0.0.0', () => console.log(`SMTP catcher on :1025, messages in ${directory}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
