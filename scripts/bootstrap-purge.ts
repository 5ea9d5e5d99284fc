/**
 * Bootstrap ships ~230 KB of CSS; the apps use a small part of it, and a page's first screen a smaller one. This webpack loader keeps only the rules
 * whose class names the apps can produce: every word of the apps' sources (className strings, variant
 * props) and of the react-bootstrap components they import, plus those words joined by '-' (react-bootstrap
 * builds `btn-${variant}`, `text-bg-${bg}`, `spinner-${animation}-${size}` at run time).
 * Rules without classes (reboot, :root variables, keyframes) are kept whole. Bootstrap's own
 * `[data-bs-*]` attribute rules (dark theme) are dropped unless an app's sources name the attribute.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reactBootstrapDir = path.join(repoRoot, 'node_modules', 'react-bootstrap', 'esm');
const SOURCE_FILE = /\.(tsx?|jsx?|html)$/;
/** Marks the words the apps' own sources use (not only the library's), e.g. APP_WORD + 'data-bs-theme'. */
const APP_WORD = 'app:';

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  if (fs.statSync(dir).isFile()) return SOURCE_FILE.test(dir) ? [...out, dir] : out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The react-bootstrap modules reachable from the apps' imports, e.g. Modal -> ModalDialog, Fade, ... */
function reactBootstrapModules(sources: string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (name: string) => {
    const file = path.join(reactBootstrapDir, `${name}.js`);
    if (!seen.has(file) && fs.existsSync(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  for (const text of sources) {
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

/** Every word that could be (part of) a class name in what the given source folders (or files) render. */
export function usedWords(sourceDirs: string[]): Set<string> {
  const files = sourceDirs.flatMap((dir) => sourceFiles(dir));
  const texts = files.map((file) => fs.readFileSync(file, 'utf8'));
  const words = new Set<string>();
  const add = (text: string, prefix = '') => {
    for (const word of text.split(/[^A-Za-z0-9_-]+/)) {
      const trimmed = word.replace(/^-+|-+$/g, '');
      if (trimmed) words.add(prefix + trimmed);
    }
  };
  for (const text of texts) add(text, APP_WORD);
  for (const text of texts) add(text);
  for (const file of reactBootstrapModules(texts)) add(fs.readFileSync(file, 'utf8'));
  return words;
}

/**
 * A class is used when a source names it, or when it is a used class joined by '-' to a word: react-bootstrap
 * builds names in steps (`spinner` + `border`, then `spinner-border` + `sm`).
 */
function classIsUsed(name: string, words: Set<string>): boolean {
  if (words.has(name)) return true;
  for (let i = name.lastIndexOf('-'); i > 0; i = name.lastIndexOf('-', i - 1)) {
    if (words.has(name.slice(i + 1)) && classIsUsed(name.slice(0, i), words)) return true;
  }
  return false;
}

/** Removes the selectors naming a class nobody uses, and rules (and empty at-rules) left with none. */
export function purgeCss(css: string, words: Set<string>): string {
  const root = postcss.parse(css);
  const keepSelector = (selector: string): boolean => {
    let used = true;
    selectorParser((selectors) => {
      selectors.walkClasses((node) => {
        if (!classIsUsed(node.value, words)) used = false;
      });
      // Theme switches such as [data-bs-theme=dark] only apply when an app sets that attribute.
      selectors.walkAttributes((node) => {
        if (node.attribute.startsWith('data-bs-') && !words.has(APP_WORD + node.attribute)) used = false;
      });
    }).processSync(selector);
    return used;
  };
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter(keepSelector);
    if (!kept.length) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** Every custom property (`--name`) the files under these folders mention: the apps' CSS and sources. */
export function mentionedVariables(dirs: string[]): Set<string> {
  const names = new Set<string>();
  const visit = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    if (fs.statSync(entry).isDirectory()) {
      for (const child of fs.readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else if (/\.(css|tsx?)$/.test(entry)) {
      for (const match of fs.readFileSync(entry, 'utf8').matchAll(/--[A-Za-z0-9_-]+/g)) names.add(match[0]);
    }
  };
  dirs.forEach(visit);
  return names;
}

/**
 * Removes the custom properties (Bootstrap's ~300 `--bs-*` in :root and on components) that neither
 * the kept rules nor the apps use, repeating while a removal leaves others unused.
 */
export function dropUnusedVariables(css: string, mentionedByApps: Set<string>): string {
  const root = postcss.parse(css);
  for (;;) {
    const used = new Set<string>();
    root.walkDecls((decl) => {
      for (const match of decl.value.matchAll(/var\(\s*(--[A-Za-z0-9_-]+)/g)) used.add(match[1]!);
    });
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (used.has(decl.prop) || mentionedByApps.has(decl.prop)) return;
      decl.remove();
      removed += 1;
    });
    if (removed === 0) break;
  }
  root.walkRules((rule: Rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Puts the whole stylesheet in a cascade layer. The apps' own styles are unlayered, so they win over
 * Bootstrap whatever order the files arrive in: a page can load a small Bootstrap for its first screen
 * and the rest later without the later file undoing the apps' overrides.
 */
export function inLayer(css: string, layer: string): string {
  const root = postcss.parse(css);
  const charset = root.nodes.filter((node) => node.type === 'atrule' && node.name === 'charset');
  for (const node of charset) node.remove();
  const wrapper = postcss.atRule({ name: 'layer', params: layer, nodes: [] });
  wrapper.append(root.nodes);
  root.removeAll();
  root.append(...charset, wrapper);
  return root.toString();
}

interface LoaderOptions {
  /** Whose class names to keep; absent: keep everything (development). */
  sourceDirs?: string[];
  /** Where the apps' own CSS and sources may use Bootstrap's custom properties (every app's folder). */
  variableDirs?: string[];
  layer: string;
}

interface LoaderContext {
  getOptions(): LoaderOptions;
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
}

/** Webpack loader: `{ loader: thisFile, options: { sourceDirs, layer } }` in front of css-loader. */
export default function bootstrapPurgeLoader(this: LoaderContext, css: string): string {
  const { sourceDirs, variableDirs = [], layer } = this.getOptions();
  if (!sourceDirs) return inLayer(css, layer);
  for (const source of [...sourceDirs, ...variableDirs]) {
    if (fs.existsSync(source) && fs.statSync(source).isFile()) this.addDependency(source);
    else this.addContextDependency(source);
  }
  const kept = purgeCss(css, usedWords(sourceDirs));
  return inLayer(dropUnusedVariables(kept, mentionedVariables(variableDirs)), layer);
}
