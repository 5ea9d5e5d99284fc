/** The team module's door: the app registers Manage Team's routes under /api. */
export { default as teamRoutes } from './routes';
