/** The intake module's door: the app registers its routes under /api. */
export { default as intakeRoutes } from './routes';
