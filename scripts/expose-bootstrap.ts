/**
 * Webpack loader for a remote's exposed modules: each imports the remote's own Bootstrap (purged to the
 * remote's sources, scripts/bootstrap-purge.ts), so the stylesheet is a file of the exposed module's chunk
 * group and the federation runtime loads it with the screen (the manifest lists it under the expose's
 * `assets.css`). A remote's release then brings the Bootstrap rules its screens use, whatever the shell
 * was built with. An exposed module that imports a Bootstrap stylesheet itself (e.g. the visitor's
 * `?first-screen` one) is left as it is.
 */
export const BOOTSTRAP_STYLESHEET = 'bootstrap/dist/css/bootstrap.min.css';
const IMPORTS_BOOTSTRAP = /^\s*import\s+['"]bootstrap\/dist\/css\/bootstrap(\.min)?\.css(\?[^'"]*)?['"]/m;

export default function exposeBootstrapLoader(source: string): string {
  if (IMPORTS_BOOTSTRAP.test(source)) return source;
  // On the first line, so the module's own lines keep their numbers.
  return `import '${BOOTSTRAP_STYLESHEET}';${source}`;
}
