/** The live module's door: the app registers its routes (the event stream and presence) under /api. */
export { default as liveRoutes } from './routes';
