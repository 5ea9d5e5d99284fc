// The seed's worker when the seed runs from its TypeScript sources (npm run seed under tsx, jest). A worker
// thread gets neither jest's transform nor tsx's ESM loader, so tsx is registered here before
// chunkWorker.ts is imported. Compiled to JavaScript, the seed starts seed-worker.js and this file is not used.
import { register } from 'tsx/esm/api';

register();
await import('./chunkWorker.ts');
