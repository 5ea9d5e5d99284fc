import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The previous release of the API, taken from git: what upgrade.test.ts runs against a database the
 * current code has migrated, and what migrationRules.test.ts compares a contract's expand with.
 *
 * There are no release tags, so "the previous release" is the code that ran before the newest migration:
 * the parent of the commit that first added the newest migration file (under any folder: the migrations
 * moved from api/src/db/ to api/src/platform/db/ once). When the newest migration is not committed yet (a
 * branch under work), the previous release is HEAD.
 */

/** Git history is not there (no checkout, or a shallow clone that lacks the commit): the message says what to do. */
export class MissingHistory extends Error {}

function git(repoRoot: string, args: string[]): string {
  return execFileSync('git', ['-C', repoRoot, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

function tryGit(repoRoot: string, args: string[]): string | undefined {
  try {
    return git(repoRoot, args);
  } catch {
    return undefined;
  }
}

export interface PreviousRelease {
  /** The full commit id of the previous release. */
  commit: string;
  /** The newest migration of the current code (the one the previous release does not know). */
  newestMigration: string;
  /** The commit that added it, or undefined when it is not committed yet (the previous release is HEAD). */
  addedIn: string | undefined;
  /** One line for test titles and messages. */
  describe: string;
}

/** The commit that first added a migration file of this name (any folder), or undefined if none did. */
export function commitAddingMigration(repoRoot: string, name: string): string | undefined {
  const found = tryGit(repoRoot, [
    'log',
    '--reverse',
    '--diff-filter=A',
    '--format=%H',
    'HEAD',
    '--',
    `:(glob)**/migrations/${name}.ts`,
  ]);
  return found ? found.split('\n')[0] : undefined;
}

/** The parent of `commit`, or a MissingHistory that says the clone is shallow. */
function parentOf(repoRoot: string, commit: string, why: string): string {
  const parent = tryGit(repoRoot, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}^`]);
  if (parent) return parent;
  const shallow = tryGit(repoRoot, ['rev-parse', '--is-shallow-repository']) === 'true';
  throw new MissingHistory(
    shallow
      ? `git history is shallow: the parent of ${commit.slice(0, 12)} (${why}) is not in this clone. ` +
          'Fetch the whole history (git fetch --unshallow; in CI a checkout with fetch-depth: 0).'
      : `${commit.slice(0, 12)} (${why}) has no parent: there is no earlier release to run.`,
  );
}

/** Throws MissingHistory when `repoRoot` is not a git checkout with HEAD. */
export function requireGit(repoRoot: string): void {
  if (!tryGit(repoRoot, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']))
    throw new MissingHistory(
      `${repoRoot} is not a git checkout with history (no .git, or git is not installed): ` +
        'the previous release is read from git. Clone the repository with its history.',
    );
}

/** The previous release: the commit before the newest of `migrationNames` was added. */
export function previousRelease(repoRoot: string, migrationNames: readonly string[]): PreviousRelease {
  requireGit(repoRoot);
  const newestMigration = [...migrationNames].sort().at(-1);
  if (!newestMigration) throw new Error('no migrations');
  const addedIn = commitAddingMigration(repoRoot, newestMigration);
  if (!addedIn) {
    const head = git(repoRoot, ['rev-parse', 'HEAD']);
    return {
      commit: head,
      newestMigration,
      addedIn,
      describe: `HEAD ${head.slice(0, 12)} (${newestMigration} is not committed yet)`,
    };
  }
  const commit = parentOf(repoRoot, addedIn, `the oldest commit here with ${newestMigration}`);
  return {
    commit,
    newestMigration,
    addedIn,
    describe: `${commit.slice(0, 12)}, the commit before ${addedIn.slice(0, 12)} added ${newestMigration}`,
  };
}

/**
 * Whether migration `name` had shipped before the release that adds `laterName`: it is in the tree of the
 * parent of the commit that added `laterName` (HEAD when `laterName` is not committed yet).
 */
export function shippedBefore(repoRoot: string, name: string, laterName: string): boolean {
  requireGit(repoRoot);
  const laterAddedIn = commitAddingMigration(repoRoot, laterName);
  const release = laterAddedIn
    ? parentOf(repoRoot, laterAddedIn, `the oldest commit here with ${laterName}`)
    : git(repoRoot, ['rev-parse', 'HEAD']);
  const files = git(repoRoot, ['ls-tree', '-r', '--name-only', release, '--', 'api']).split('\n');
  return files.some((file) => new RegExp(`/migrations/${name}\\.ts$`).test(file));
}

/** What materialise() put in place. */
export interface OldTree {
  /** The folder that stands for the repository root of the previous release (api/, shared/, node_modules/). */
  root: string;
  /**
   * Packages the previous release loads at another version than its lock names: `compatible` when the
   * installed version keeps the locked major (the minor for 0.x), so the old release's own ranges would
   * have allowed it; otherwise the old code may not run as it was released.
   */
  dependencyDrift: Drift[];
  remove(): void;
}

/** The files of a commit that the API needs to run from source. */
const TREE_PATHS = [
  'api',
  'shared',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
];
/** Entries of node_modules that are not packages to share. */
const NOT_SHARED = new Set(['.bin', '.cache', '.package-lock.json', '.earrival-lock-hash', '@earrival']);

function linkEntries(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (NOT_SHARED.has(entry) || fs.existsSync(path.join(to, entry))) continue;
    fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * Writes the API and shared source of `commit` into a new folder under `parent` (git archive: the
 * repository's own working tree and its git state are not touched) and gives it the repository's
 * installed packages: node_modules/ (and api/node_modules/) link to the repository's entries one by
 * one, except the workspace packages (@earrival/shared, @earrival/api), which point at the old tree's own.
 * The old lock is compared with what is installed: dependencyDrift lists every package the old API would
 * run at another version than it was released with.
 */
export function materialise(repoRoot: string, commit: string, parent: string): OldTree {
  const root = fs.mkdtempSync(path.join(parent, `earrival-release-${commit.slice(0, 8)}-`));
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  try {
    const present = TREE_PATHS.filter(
      (p) => tryGit(repoRoot, ['cat-file', '-e', `${commit}:${p}`]) !== undefined,
    );
    const archive = path.join(root, 'tree.tar');
    git(repoRoot, ['archive', '--format=tar', `--output=${archive}`, commit, '--', ...present]);
    execFileSync('tar', ['-xf', archive, '-C', root], { stdio: ['ignore', 'pipe', 'pipe'] });
    fs.rmSync(archive);

    const modules = path.join(root, 'node_modules');
    fs.mkdirSync(path.join(modules, '@earrival'), { recursive: true });
    for (const workspace of ['api', 'shared'])
      fs.symlinkSync(path.join('..', '..', workspace), path.join(modules, '@earrival', workspace));
    linkEntries(path.join(repoRoot, 'node_modules'), modules);
    for (const workspace of ['api', 'shared'])
      linkEntries(path.join(repoRoot, workspace, 'node_modules'), path.join(root, workspace, 'node_modules'));
    return { root, dependencyDrift: dependencyDrift(repoRoot, root), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export interface Drift {
  /** One line: the package, and the versions (or what is missing). */
  text: string;
  compatible: boolean;
}

/** Whether `installed` keeps the major of `released` (the minor for 0.x versions). */
function sameLine(released: string, installed: string): boolean {
  const [a, b] = [released, installed].map((v) => v.split('.').map(Number));
  return a![0] === b![0] && (a![0] !== 0 || a![1] === b![1]);
}

interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * The packages the old api and shared workspaces load (their dependencies, transitively, and tsx, which
 * runs them), resolved in the old lock as node resolves them, whose installed version differs.
 */
function dependencyDrift(repoRoot: string, oldRoot: string): Drift[] {
  const lockFile = path.join(oldRoot, 'package-lock.json');
  if (!fs.existsSync(lockFile))
    return [{ text: 'the previous release has no package-lock.json', compatible: false }];
  const packages = (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages?: Record<string, LockEntry> })
    .packages;
  if (!packages)
    return [
      {
        text: 'the previous release’s package-lock.json has no "packages" (lockfileVersion 1)',
        compatible: false,
      },
    ];

  /** Where `name` resolves from the package at `from` (a lock key), as node walks up node_modules folders. */
  const resolve = (from: string, name: string): string | undefined => {
    let base = from;
    for (;;) {
      const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[key]) return key;
      if (!base) return undefined;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut >= 0 ? base.slice(0, cut) : '';
    }
  };

  const drift: Drift[] = [];
  const name = (key: string) => key.replace(/^.*node_modules\//, '');
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (from: string, deps: Record<string, string> | undefined, optional: boolean) => {
    for (const dependency of Object.keys(deps ?? {})) {
      const key = resolve(from, dependency);
      if (!key) {
        if (!optional)
          drift.push({
            text: `${dependency} (needed by ${from || 'the root'}) is not in the old lock`,
            compatible: false,
          });
        continue;
      }
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  };
  for (const workspace of ['api', 'shared']) {
    visit(workspace, packages[workspace]?.dependencies, false);
  }
  visit('', { tsx: '*' }, false);
  while (queue.length) {
    const key = queue.shift()!;
    const entry = packages[key]!;
    if (entry.link) continue;
    const installed = path.join(repoRoot, key, 'package.json');
    if (!fs.existsSync(installed)) {
      // An optional package of another platform (an esbuild or swc binary) is in the lock but not here.
      if (!entry.optional)
        drift.push({ text: `${name(key)}@${entry.version} is not installed`, compatible: false });
      continue;
    }
    const version = (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version;
    if (version !== entry.version)
      drift.push({
        text: `${name(key)}: released with ${entry.version}, installed ${version}`,
        compatible: sameLine(entry.version ?? '', version),
      });
    visit(key, entry.dependencies, false);
    visit(key, entry.optionalDependencies, true);
  }
  return drift.sort((a, b) => a.text.localeCompare(b.text));
}
