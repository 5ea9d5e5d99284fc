/**
 * The sign-in page, prerendered at build time (shell/webpack.config.ts: PrerenderPage writes it into
 * dist/sign-in.html, which the server answers '/' with): the same tree the browser hydrates at the
 * member's first touch (src/bootstrap.tsx), so the form shows before any script has arrived.
 */
import { PassThrough, type Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ShellApp } from '../src/app/ShellApp';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What goes inside the page's root element: the shell at '/', signed out. */
export async function render(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<ShellApp serverPath="/" />);
  // A Node stream at run time (react-dom/static's node build); its typings name the web stream type.
  return text(prelude as unknown as Readable);
}
