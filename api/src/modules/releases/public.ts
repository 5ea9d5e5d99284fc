/**
 * The releases module's door for the rest of the server: the app registers it (index.ts) and the CLI
 * makes deploy tokens through its services.
 */
export { releaseServices, type Releases } from './services';
export { BUILT_IN } from './records';
export { canaryBucket } from './registry';
export { default as releasesModule } from './index';
