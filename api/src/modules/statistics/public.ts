/** The statistics module's door for the rest of the server: its routes (app.ts registers them under /api). */
export { default as statisticsRoutes } from './routes';
