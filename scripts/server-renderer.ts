/**
 * The server renderer of an app's page (`server/*.tsx` -> `dist/ssr/<name>.cjs`), one CommonJS file for
 * Node built beside the browser build: the same components, rendered to HTML that the browser then
 * hydrates. Styles are the browser build's business (it links them into the page); images resolve to the
 * addresses the browser build gives them. Used by mf-visitor (the API renders each customer's page with
 * it) and the shell (the build prerenders the sign-in page with it: PrerenderPage).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { scriptRule } from './webpack-assets';

export interface ServerRendererOptions {
  /** The app's folder. */
  context: string;
  /** Entry name -> module, e.g. `{ render: './server/render.tsx' }`. */
  entry: Record<string, string>;
  /** The browser build's output folder: the renderer goes to its `ssr/`. */
  outDir: string;
  plugins?: webpack.WebpackPluginInstance[];
}

export function serverRenderer({
  context,
  entry,
  outDir,
  plugins = [],
}: ServerRendererOptions): Configuration {
  return {
    name: 'ssr',
    // After the browser build, whose clean-up of dist/ would otherwise remove this file.
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    context,
    entry,
    devtool: false,
    output: {
      path: path.join(outDir, 'ssr'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
      // Images get the browser build's addresses (same names, same content hashes); the files are its.
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(),
        { test: /\.css$/, use: path.join(import.meta.dirname, 'no-style-loader.cjs') },
        { test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/, type: 'asset', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: the lazy screens are part of it, so a render never waits for a chunk on disk.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...plugins,
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** What a prerender module exports: the HTML that goes inside the page's root element. */
type Prerender = { render?: () => Promise<string>; default?: { render?: () => Promise<string> } };

/**
 * Renders a page once, at build time, with the server renderer just emitted, into copies of the browser
 * build's index.html (with `.br` and `.gz` twins, as the build's other files have), its root marked with
 * `attribute`: one file per entry of `pages`, each finishing the page its own way (e.g. a theme on
 * `<html>`). The renderer itself is build-time only: its `ssr/` folder is removed afterwards.
 */
export class PrerenderPage {
  constructor(
    private readonly options: {
      renderer: string;
      attribute: string;
      pages: Readonly<Record<string, (html: string) => string>>;
    },
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPage', async (compilation) => {
      if (compilation.errors.length) return;
      const ssrDir = compiler.options.output.path!;
      const dist = path.dirname(ssrDir);
      const file = path.join(ssrDir, `${this.options.renderer}.cjs`);
      const require = createRequire(import.meta.url);
      delete require.cache[file];
      const module = require(file) as Prerender;
      const render = module.render ?? module.default?.render;
      if (!render) throw new Error(`PrerenderPage: ${file} exports no render()`);
      const template = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
      const root = /<div id="?root"?><\/div>/;
      if (!root.test(template)) throw new Error('PrerenderPage: index.html has no empty root element');
      const app = await render();
      const rendered = template.replace(root, () => `<div id="root" ${this.options.attribute}>${app}</div>`);
      for (const [page, finish] of Object.entries(this.options.pages)) {
        const html = finish(rendered);
        const target = path.join(dist, page);
        await fs.promises.writeFile(target, html);
        await fs.promises.writeFile(
          `${target}.br`,
          zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await fs.promises.writeFile(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
      }
      await fs.promises.rm(ssrDir, { recursive: true, force: true });
    });
  }
}
