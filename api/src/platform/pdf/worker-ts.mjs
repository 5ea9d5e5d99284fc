// The PDF worker when the API runs from its TypeScript sources (npm start under tsx, jest). A worker
// thread gets neither jest's transform nor tsx's ESM loader (under tsx only its require hook reaches
// the thread), so tsx is registered here before worker.ts is imported. Compiled to JavaScript, pool.ts
// loads worker.js directly and this file is not used.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export default worker.default;
