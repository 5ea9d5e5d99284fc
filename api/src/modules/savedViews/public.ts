/** The saved-views module's door for the rest of the server: the app registers its routes under /api. */
export { default as savedViewRoutes } from './routes';
