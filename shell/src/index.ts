import { startTheme } from './features/theme/theme';

// Light or dark before the first paint (the CSP refuses an inline script in the page's head): no flash.
startTheme();
// The async boundary lets Module Federation negotiate shared singletons (React, the bus) before any app code runs.
import('./bootstrap');
