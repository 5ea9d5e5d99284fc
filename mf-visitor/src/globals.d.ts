/** Set at build time (webpack's DefinePlugin, scripts/federation.ts): the version of this build. */
declare const __APP_VERSION__: string | undefined;
