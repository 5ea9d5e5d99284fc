/**
 * The standalone visitor page rendered on the server (built into dist/ssr/render.cjs, loaded by the API's
 * visitor pages): the same tree the browser then hydrates, from the same state, so the customer sees the
 * form (or the download page) before any script has arrived, and can use the form without one.
 */
import { PassThrough, type Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createQueryClient } from '@earrival/shared/query';
import type { VisitorPageState } from '@earrival/shared/types';
import { StandalonePage } from '../src/standalone/StandalonePage';
import { PAGE_STATE_ID } from '../src/standalone/pageState';
import { seedPageData } from '../src/standalone/PageData';
import { fixedNavigation, NavigationProvider } from '../src/navigation/navigation';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON safe inside a script element: no `</script>` and no HTML comment can end or open in it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export { PAGE_STATE_ID };

/**
 * The page's body for `state`: the rendered app (what goes inside `#root`) and the state script the
 * browser starts from. Waits for the lazy download screen, so its HTML is complete.
 */
export async function render(state: VisitorPageState): Promise<{ app: string; stateScript: string }> {
  // One cache per request: a customer's order never lands in another's page.
  const client = createQueryClient();
  seedPageData(client, state);
  const { prelude } = await prerenderToNodeStream(
    <NavigationProvider value={fixedNavigation(state.url)}>
      <StandalonePage state={state} client={client} domain={state.domain} />
    </NavigationProvider>,
  );
  client.clear();
  return {
    // A Node stream at run time (react-dom/static's node build); its typings name the web stream type.
    app: await text(prelude as unknown as Readable),
    stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`,
  };
}
