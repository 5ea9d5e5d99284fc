/**
 * Links the page's first screen into its index.html: the stylesheets of the entry's first async chunk
 * group (`import('./bootstrap')`) as `<link rel="stylesheet">`, and its scripts, with the shared modules
 * they consume (React, the router...), as `<link rel="preload" as="script">`. Without them the browser
 * learns of each file only once the one before it has run (entry -> federation runtime -> bootstrap ->
 * shared modules); with them it fetches them all at once, and a page the server rendered is styled at
 * its first paint. The federation runtime and mini-css-extract find the files already there. The scripts
 * ask for low priority: on a slow link the stylesheets, which the first paint waits for, go first.
 */
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'FirstScreenLinks';

/** The federation plugin's module classes, as far as this file reads them. */
type ConsumeShared = Module & { options: { shareKey: string } };
type ProvideShared = Module & { _name: string };

/**
 * The chunks a chunk group needs, with those of the shared modules it consumes (React, the router...). A
 * page's own singletons come from what it provides: the provided module's chunk, not the consumer's
 * fallback copy (the same code under another chunk id), is what the runtime loads.
 */
function withConsumedChunks(compilation: Compilation, chunks: Iterable<Chunk>): Set<Chunk> {
  const { chunkGraph } = compilation;
  const provided = new Map<string, Module>();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set((module as ProvideShared)._name, module);
  }
  const found = new Set<Chunk>();
  const queue = [...chunks];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (found.has(chunk)) continue;
    found.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
      if (module.type !== 'consume-shared-module') continue;
      const source = provided.get((module as ConsumeShared).options.shareKey) ?? module;
      for (const block of source.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block) as ChunkGroup | undefined;
        if (group) queue.push(...group.chunks);
      }
    }
  }
  return found;
}

/** The file the build writes the other server-rendered screens' stylesheets into (see `pageStyles`). */
export const PAGE_STYLES_FILE = 'page-styles.json';

export class FirstScreenLinks {
  /**
   * @param request the entry's dynamic import of the page's first screen, e.g. './bootstrap'.
   * @param pageStyles other screens the server renders, by name, with the dynamic import that loads each
   *   (e.g. `{ download: '../features/download/components/DownloadScreen' }`): their stylesheets are
   *   written to PAGE_STYLES_FILE (`{ "download": ["8567.faed557d88.css"] }`), so the server can link them
   *   into such a page, which is then styled at its first paint even while its script waits.
   */
  constructor(
    private readonly request = './bootstrap',
    private readonly pageStyles: Readonly<Record<string, string>> = {},
  ) {}

  apply(compiler: Compiler): void {
    // The build's own compilation only (child compilations, such as the HTML template's, have no such chunks).
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (Object.keys(this.pageStyles).length === 0) return;
          const styles: Record<string, string[]> = {};
          for (const [page, request] of Object.entries(this.pageStyles)) {
            const group = compilation.chunkGroups.find((candidate) =>
              candidate.origins.some((origin) => origin.request === request),
            );
            if (!group) throw new Error(`${NAME}: no chunk group is loaded by import('${request}')`);
            styles[page] = [...group.chunks]
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.css'))
              .sort();
          }
          compilation.emitAsset(
            PAGE_STYLES_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(styles, null, 2)}\n`),
          );
        },
      );
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const group = compilation.chunkGroups.find((candidate) =>
          candidate.origins.some((origin) => origin.request === this.request),
        );
        if (!group) return data;
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const files = [...withConsumedChunks(compilation, group.chunks)].flatMap((chunk) => [...chunk.files]);
        const link = (attributes: Record<string, string>) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        data.headTags.unshift(
          ...files
            .filter((file) => file.endsWith('.css'))
            .sort()
            .map((file) => link({ rel: 'stylesheet', href: publicPath + file })),
          ...files
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map((file) =>
              link({ rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' }),
            ),
        );
        return data;
      });
    });
  }
}
