/**
 * The releases module's door for the rest of the server: the app registers it (routes/index.ts), the web
 * module serves the visitor site's page from its live release, and the CLI makes deploy tokens.
 */
export { default as releasesModule } from './routes/index';
export { createToken as createDeployToken } from './service/deployTokens';
export { standalonePage } from './service/registry';
