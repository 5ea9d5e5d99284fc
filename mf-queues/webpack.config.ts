import { appConfig } from '../scripts/federation';

// Federation name, exposes, dev port and title come from the app manifest (shared/src/apps.ts).
export default appConfig(import.meta.dirname);
