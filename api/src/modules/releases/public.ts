/**
 * The releases module's door for the rest of the server: the app registers its routes (index.ts) and the
 * CLI creates deploy tokens through the service.
 */
export { ReleaseService, BUILT_IN, canaryBucket } from './service';
export { default as releasesModule } from './index';
