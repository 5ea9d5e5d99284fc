/**
 * The releases module's door for the rest of the server: the app registers it (routes/index.ts) and the
 * CLI makes deploy tokens through its services.
 */
export { releaseServices } from './service';
export { default as releasesModule } from './routes/index';
