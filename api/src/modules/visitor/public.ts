/**
 * The visitor module's door for the rest of the server: its calls (app.ts registers them under /api) and
 * the standalone site's server-rendered pages.
 */
export { default as visitorRoutes } from './routes/front';
export { visitorPages, type VisitorPagesOptions } from './routes/pages';
