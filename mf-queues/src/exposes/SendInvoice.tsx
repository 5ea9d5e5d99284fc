import { Page, type AdminScreenProps } from '@earrival/shared';

/** Placeholder until the screen is built: it proves the remote loads and renders inside the shell. */
export default function SendInvoice({ route }: AdminScreenProps) {
  return (
    <Page title={route.title}>
      <p data-remote="mf-queues">This screen is served by the queues remote.</p>
    </Page>
  );
}
