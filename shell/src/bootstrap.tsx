// The sign-in page's styles (linked into the page by the build) and what hydrates it; the rest of the
// shell (router, forms, auth) is the lazy ShellApp, and the areas that load after it bring theirs.
import 'bootstrap/dist/css/bootstrap.min.css?first-screen';
import './styles/shell.css';
import './styles/signin.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { firstUse } from '@earrival/shared/firstUse';
import { readSession } from '@earrival/shared/session';
import { holdEarlySubmits, takeEarlySubmit } from './features/auth/components/earlySubmit';
import { PRERENDERED_PAGE_ATTRIBUTE } from './app/prerendered';
import { rememberThemeForSignIn } from './features/theme/themeCookie';

rememberThemeForSignIn();
const root = document.getElementById('root')!;
/** Said in the console when the sign-in page's script could not load (the browser tests wait for it). */
const SCRIPT_FAILED_WARNING = "[shell] the sign-in form's script could not load; Sign In now posts the form";
const shellApp = () => import('./app/ShellApp');

// The server answers '/' with the sign-in page the build prerendered (dist/sign-in.html): a member who
// is not signed in sees it at once and the shell's script waits for the first touch, then hydrates it.
// Anywhere else (and for a member already signed in, whom '/' sends on to /admin) the browser renders.
const prerendered =
  root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE) && window.location.pathname === '/' && readSession() === null;

if (prerendered) {
  holdEarlySubmits();
  void firstUse(true)
    .then(shellApp)
    .then(
      ({ ShellApp }) => hydrateRoot(root, <ShellApp />),
      // The shell's script could not load (the connection dropped): presses are no longer held, so the
      // next one posts the form and the server sends the page back, which tries again.
      (error: unknown) => {
        takeEarlySubmit();
        console.warn(`${SCRIPT_FAILED_WARNING}:`, error);
      },
    );
} else {
  void shellApp().then(({ ShellApp }) => {
    root.replaceChildren();
    createRoot(root).render(<ShellApp />);
  });
}
