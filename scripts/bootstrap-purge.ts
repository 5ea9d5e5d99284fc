// Kept over Bootstrap's Sass partials: the visitor's 16 partials and utilities weigh 22.4 KB gzip (14.8
// without utilities), this cut 5.9 KB; the full file served once by the shell, 30.8 KB (bench/RESULTS.md).
/**
 * Bootstrap ships ~230 KB of CSS; an app uses a small part of it, and a page's first screen a smaller one.
 * This webpack loader cuts it with PurgeCSS to what one build can render, then ranks it into the sublayers
 * of `@layer bootstrap` (bootstrap-order.ts). What PurgeCSS is given:
 *
 * - content: the given sources (an app's folders or files, without tests, testing helpers, the
 *   development-only standalone page and comments), the files of @earrival/shared they import (followed
 *   through the package's entries and its own imports: what the build bundles of it), and the react-bootstrap
 *   modules all of those import (Modal -> ModalDialog, Fade, ...), whose class names are written in them.
 *   A rule stays when the content names every class, element and attribute of its selector (so the reboot
 *   rules of elements nothing renders go too), or when the safelist has it;
 * - safelist: the class names react-bootstrap builds at run time from a prop (`btn-${variant}`, `bg-${bg}`,
 *   `spinner-${animation}-${size}`): a Bootstrap class that is the prefix of an imported component (`btn`,
 *   `spinner`, the head of a template such as `bg-`) joined by '-' to words of the content, in as many steps
 *   as react-bootstrap takes (`spinner` + `border`, then + `sm`); and the reboot rules of `html` and `body`;
 * - custom properties (`--bs-*`) stay when a kept rule uses them, through chains, or when the app's own CSS
 *   or sources mention them; keyframes when a kept rule animates with them;
 * - Bootstrap's `[data-bs-*]` attribute rules (dark theme, ...) stay only when the sources themselves name the
 *   attribute (react-bootstrap naming it does not count).
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { PurgeCSS, type RawContent } from 'purgecss';
import { parseSync, printSync } from '@swc/core';
import { inOrderedLayers } from './bootstrap-order';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sharedDir = path.join(repoRoot, 'shared');
const reactBootstrapDir = path.join(repoRoot, 'node_modules', 'react-bootstrap', 'esm');

/** What a build renders from: scripts, markup and the data they import (tests and dev-only pages aside). */
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|json|html)$/;
const NOT_SHIPPED = /\.test\.tsx?$|(^|[\\/])standalone\.tsx$|(^|[\\/])testing[\\/]/;
/** The words PurgeCSS's default extractor finds: every class, tag and attribute name candidate. */
const WORD = /[A-Za-z0-9_-]+/g;
const DATA_BS_ATTRIBUTE = /data-bs-[A-Za-z0-9_-]*/g;
/** Elements every page has though no source names them: their reboot rules always stay. */
const DOCUMENT_ELEMENTS = ['html', 'body'];

/**
 * What a source file renders from: its text without comments (a class a comment names is not used), read
 * through swc, the compiler of the builds. Other files (JSON, HTML) as they are.
 */
function renderedText(file: string): string {
  const text = fs.readFileSync(file, 'utf8');
  if (!/\.(tsx?|jsx?|mjs)$/.test(file)) return text;
  try {
    const program = parseSync(text, { syntax: 'typescript', tsx: !file.endsWith('.ts'), comments: false });
    return printSync(program).code;
  } catch {
    return text;
  }
}

/** The source files under these folders (or these files), in a stable order. */
export function sourceFiles(entries: string[]): string[] {
  const out: string[] = [];
  const visit = (entry: string) => {
    if (!fs.existsSync(entry) || NOT_SHIPPED.test(entry)) return;
    if (fs.statSync(entry).isDirectory()) {
      for (const child of fs.readdirSync(entry).sort())
        if (child !== 'node_modules') visit(path.join(entry, child));
    } else if (SOURCE_FILE.test(entry) || entry.endsWith('.css')) out.push(entry);
  };
  entries.forEach(visit);
  return out;
}

/** Module specifiers a file imports: `from '...'`, `import '...'` and `import('...')`. */
const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);

let sharedExports: Record<string, string> | undefined;
/** `@earrival/shared/ui` -> shared/src/ui/index.ts, through the package's `exports`. */
function sharedEntryFile(specifier: string): string | undefined {
  sharedExports ??= (
    JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    }
  ).exports;
  const target = sharedExports[`./${specifier.slice('@earrival/shared/'.length)}`];
  return target ? path.join(sharedDir, target) : undefined;
}

const CANDIDATES = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return CANDIDATES.map((suffix) => base + suffix).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * What a file takes from each module it imports: the names of `import { a, b as c } from '...'`, or 'all'
 * (a default or namespace import, a side-effect or lazy import, a re-export). Type-only imports take nothing.
 */
function importedNames(text: string): Map<string, Set<string> | 'all'> {
  const taken = new Map<string, Set<string> | 'all'>();
  const take = (specifier: string, names: string[] | 'all') => {
    const before = taken.get(specifier);
    if (before === 'all' || names === 'all') return void taken.set(specifier, 'all');
    taken.set(specifier, new Set([...(before ?? []), ...names]));
  };
  const named = /\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(named)) {
    if (match[1]) continue;
    const names = match[2]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    take(match[3]!, names);
  }
  const withoutNamed = text.replace(named, '');
  for (const specifier of importsOf(withoutNamed)) take(specifier, 'all');
  for (const match of text.matchAll(/\bexport\s+(?:\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g))
    take(match[1]!, 'all');
  return taken;
}

/**
 * An entry that only re-exports (`export { A } from './A'`): which of its files hold which names. Null for
 * an entry with code of its own, or a re-export this reading cannot split (`export *`).
 */
function reExportsOf(entry: string): Map<string, string> | null {
  const text = fs.readFileSync(entry, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const statement = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
  if (text.replace(statement, '').trim() !== '') return null;
  const fileOf = new Map<string, string>();
  for (const match of text.matchAll(statement)) {
    const file = resolveRelative(entry, match[3]!);
    if (!file) return null;
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name && !name.startsWith('type ')) fileOf.set(name, file);
    }
  }
  return fileOf;
}

/**
 * The files of @earrival/shared that these files import, and what those import in turn (static and lazy
 * imports alike): the part of the package the build can bundle. An entry that only re-exports is followed
 * to the files of the names imported from it (a track form importing TextField from the form kit does not
 * bring the kit's select).
 */
export function sharedFilesImportedBy(files: string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string | undefined) => {
    if (!file || seen.has(file) || NOT_SHIPPED.test(file)) return;
    seen.add(file);
    queue.push(file);
  };
  const visitEntry = (specifier: string, names: Set<string> | 'all') => {
    const entry = sharedEntryFile(specifier);
    if (!entry) return;
    const files = names === 'all' ? null : reExportsOf(entry);
    if (!files || names === 'all' || [...names].some((name) => !files.has(name))) return visit(entry);
    for (const name of names) visit(files.get(name));
  };
  const follow = (file: string, insideShared: boolean) => {
    if (file.endsWith('.css') || file.endsWith('.json')) return;
    for (const [specifier, names] of importedNames(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('@earrival/shared/')) visitEntry(specifier, names);
      else if (insideShared && specifier.startsWith('.')) visit(resolveRelative(file, specifier));
    }
  };
  for (const file of files) follow(file, file.startsWith(sharedDir + path.sep));
  while (queue.length) follow(queue.shift()!, true);
  return [...seen];
}

/** The react-bootstrap modules the files import, with the ones those import (Modal -> ModalDialog, ...). */
export function reactBootstrapModules(texts: string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (name: string) => {
    const file = path.join(reactBootstrapDir, `${name}.js`);
    if (!seen.has(file) && fs.existsSync(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  for (const text of texts) {
    for (const match of text.matchAll(/from ['"]react-bootstrap\/(\w+)['"]/g)) visit(match[1]!);
    for (const match of text.matchAll(/import \{([^}]*)\} from ['"]react-bootstrap['"]/g)) {
      for (const name of match[1]!.split(',')) visit(name.trim().split(/\s+/)[0]!);
    }
  }
  while (queue.length) {
    const text = fs.readFileSync(queue.shift()!, 'utf8');
    for (const match of text.matchAll(/from ['"]\.\/(\w+)['"]/g)) visit(match[1]!);
  }
  return [...seen];
}

/**
 * Templates that start a class with a prop's value instead of a prefix, by module: Feedback's
 * `${type}-feedback` (type 'valid' or 'invalid') and Stack's `${utilName}-${value}` (gap).
 */
const VALUE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Feedback: ['valid', 'invalid'],
  Stack: ['gap'],
};

/**
 * The prefixes react-bootstrap joins run-time values to, in these modules: each component's own
 * (`useBootstrapPrefix(bsPrefix, 'btn')`), the heads of templates such as `bg-${bg}` or
 * `order${infix}-${order}`, and the values some templates start with (VALUE_PREFIXES).
 */
export function runTimePrefixes(modules: string[]): Set<string> {
  const prefixes = new Set<string>();
  for (const file of modules) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/useBootstrapPrefix\(\s*[\w.]+\s*,\s*'([\w-]+)'\s*\)/g)) {
      prefixes.add(match[1]!);
    }
    for (const match of text.matchAll(/`([a-z][\w-]*?)-?\$\{/g)) prefixes.add(match[1]!);
    for (const value of VALUE_PREFIXES[path.basename(file, '.js')] ?? []) prefixes.add(value);
  }
  return prefixes;
}

/**
 * The classes of `classNames` that react-bootstrap can build at run time: a prefix joined by '-' to a word,
 * then that joined to another word, and so on (`spinner` + `border` + `sm` is `spinner-border-sm`).
 */
export function runTimeClasses(
  classNames: Iterable<string>,
  prefixes: Set<string>,
  words: Set<string>,
): string[] {
  const built = (name: string): boolean => {
    for (let i = name.lastIndexOf('-'); i > 0; i = name.lastIndexOf('-', i - 1)) {
      const head = name.slice(0, i);
      if (words.has(name.slice(i + 1)) && (prefixes.has(head) || built(head))) return true;
    }
    return false;
  };
  return [...new Set(classNames)].filter(built);
}

/** Every class name a stylesheet's selectors mention. */
function classNamesOf(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) names.add(match[1]!);
  });
  return names;
}

/** Every custom property (`--name`) these files mention: the app's CSS and sources. */
export function mentionedVariables(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/--[A-Za-z0-9_-]+/g)) names.add(match[0]);
  }
  return [...names];
}

/** What one purge reads. */
export interface PurgeInput {
  /** The folders and files whose rendering decides which rules stay (shared's imported files are added). */
  sources: string[];
  /** Where the app's own CSS and sources may use Bootstrap's custom properties (default: `sources`). */
  variableSources?: string[];
}

/** What a purge reads of the sources. */
export interface PurgeContent {
  /** Every file read: the input's sources and variable sources, and what they import of @earrival/shared. */
  files: string[];
  /** Their texts and those of the react-bootstrap modules they import, as PurgeCSS content. */
  content: RawContent[];
  /** Every word of that content. */
  words: Set<string>;
  /** The prefixes the imported react-bootstrap components join run-time values to. */
  prefixes: Set<string>;
  /** The custom properties the app's own CSS and sources mention. */
  variables: string[];
}

/** Reads the sources of a purge, with what they import of @earrival/shared and react-bootstrap. */
export function readContent(input: PurgeInput): PurgeContent {
  const withShared = (entries: string[]) => {
    const own = sourceFiles(entries);
    return [...own, ...sharedFilesImportedBy(own)];
  };
  const files = withShared(input.sources);
  const texts = files.filter((file) => !file.endsWith('.css')).map(renderedText);
  const modules = reactBootstrapModules(texts);
  // react-bootstrap passing data-bs-theme to a Modal does not make the app use the dark theme.
  const moduleTexts = modules.map((file) => renderedText(file).replace(DATA_BS_ATTRIBUTE, ''));
  const variableFiles = input.variableSources ? withShared(input.variableSources) : files;
  return {
    files: [...new Set([...files, ...variableFiles])],
    content: [
      ...texts.map((raw) => ({ raw, extension: 'tsx' })),
      ...moduleTexts.map((raw) => ({ raw, extension: 'js' })),
    ],
    // `${bsPrefix}-backdrop` reads as the word '-backdrop': the value joined is 'backdrop'.
    words: new Set(
      [...texts, ...moduleTexts]
        .flatMap((text) => text.match(WORD) ?? [])
        .map((word) => word.replace(/^-+|-+$/g, '')),
    ),
    prefixes: runTimePrefixes(modules),
    variables: mentionedVariables(variableFiles.filter((file) => /\.(css|tsx?)$/.test(file))),
  };
}

/** A stylesheet (Bootstrap) cut to what the input's sources can render. */
export async function purgeBootstrap(css: string, input: PurgeInput | PurgeContent): Promise<string> {
  const { content, words, prefixes, variables } = 'content' in input ? input : readContent(input);
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    safelist: {
      standard: [...DOCUMENT_ELEMENTS, ...runTimeClasses(classNamesOf(css), prefixes, words)],
      variables,
    },
    variables: true,
    keyframes: true,
  });
  return result!.css;
}

interface LoaderOptions {
  /** The folders and files whose rendering decides what stays; absent: keep everything (development). */
  sources?: string[];
  /** Where the app's own CSS and sources may use Bootstrap's custom properties (default: `sources`). */
  variableSources?: string[];
  layer: string;
  /** Whether the file declares the order of Bootstrap's sublayers (the first Bootstrap of a page). */
  declareOrder: boolean;
}

interface LoaderContext {
  getOptions(): LoaderOptions;
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
  async(): (error: Error | null, result?: string) => void;
}

/**
 * Webpack loader, in front of css-loader: `{ loader: thisFile, options: { sources, variableSources, layer,
 * declareOrder } }`. The result sits in `@layer <layer>`, each rule in its ranked sublayer (bootstrap-order.ts).
 */
export default function bootstrapPurgeLoader(this: LoaderContext, css: string): void {
  const callback = this.async();
  const { sources, variableSources, layer, declareOrder } = this.getOptions();
  if (!sources) return callback(null, inOrderedLayers(css, css, layer, true));
  const content = readContent({ sources, variableSources });
  // A new file in a source folder, or an edit to a file read (its imports included), purges again.
  for (const source of [...sources, ...(variableSources ?? [])]) {
    if (fs.existsSync(source) && fs.statSync(source).isDirectory()) this.addContextDependency(source);
  }
  for (const file of content.files) this.addDependency(file);
  purgeBootstrap(css, content).then(
    (purged) => callback(null, inOrderedLayers(purged, css, layer, declareOrder)),
    (error: Error) => callback(error),
  );
}
