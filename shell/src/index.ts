import { startTheme } from './features/theme/theme';

// Light or dark as early as a script can (the CSP refuses an inline script in the page's head): before
// anything the browser renders; the prerendered sign-in page comes in the theme its cookie names
// (features/theme/themeCookie.ts).
startTheme();
// The async boundary lets Module Federation negotiate shared singletons (React, the bus) before any app code runs.
import('./bootstrap');
