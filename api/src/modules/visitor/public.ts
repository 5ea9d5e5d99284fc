/**
 * The visitor module's door for the rest of the server: its calls (app.ts registers them under /api), the
 * standalone site's server-rendered pages, and the country of an address (Settings -> Sessions shows it).
 */
export { default as visitorRoutes } from './routes/front';
export { visitorPages, type VisitorPagesOptions } from './routes/pages';
export { countryOf } from './device';
