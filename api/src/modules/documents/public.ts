/** The documents module's door for the rest of the server: its routes (app.ts registers them under /api). */
export { default as documentRoutes } from './routes';
// bench/detail times a defence pack from the order's real records.
export { buildDefencePack } from './pdf/defencePack';
export { loadPackEvidence } from './service/evidence';
