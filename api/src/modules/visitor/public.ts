/** The visitor module's door for the rest of the server: the standalone site's server-rendered pages. */
export { visitorPages, type VisitorPagesOptions } from './pages';
