/**
 * The version of this build of the remote, as its own code knows it: the shell shows it below the screen
 * ("Queues 1.0.1") and it says which build really serves, whatever the registry meant to load. The build
 * sets `__APP_VERSION__` (the app's package.json version, or the release command's --app-version); 'dev'
 * where nothing set it (tests, a tool that compiles the sources alone).
 */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
