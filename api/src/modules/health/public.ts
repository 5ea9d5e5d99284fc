/** The health module's door: the app registers its routes under /api. */
export { default as healthRoutes } from './routes';
