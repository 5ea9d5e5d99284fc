import { App } from './App';
import { AppProviders } from './AppProviders';

/**
 * The whole shell: what the browser renders (or hydrates, on the prerendered sign-in page) and what the
 * build prerenders for '/' (`serverPath`).
 */
export function ShellApp({ serverPath }: { serverPath?: string }) {
  return (
    <AppProviders serverPath={serverPath}>
      <App />
    </AppProviders>
  );
}
