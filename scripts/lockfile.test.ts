import fs from 'node:fs';
import path from 'node:path';

/*
 * `npm ci` installs exactly what package-lock.json lists and refuses a lock that lacks a package the
 * manifests ask for. Native tools (swc, the resolver) ship one optional package per platform; a lock
 * written on one platform without the others' entries makes `npm ci` fail on a fresh clone elsewhere.
 * So every optional dependency of every locked package must have its own entry, and no locked package
 * may require a Node version outside the range the root manifest supports.
 */
interface LockedPackage {
  optionalDependencies?: Record<string, string>;
  engines?: { node?: string } | string[];
}
const root = path.join(__dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

/** Where Node's resolution finds `name` from the package at `from` (its own node_modules, then upwards). */
function resolved(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/** Whether an engines range (alternatives joined by `||`) lets the given Node major in, by lower bound. */
function allowsMajor(range: string, major: number): boolean {
  return range.split('||').some((alternative) => {
    const lower = /^\s*>=\s*(\d+)/.exec(alternative);
    return !lower || Number(lower[1]) <= major;
  });
}

describe('package-lock.json', () => {
  it('holds every platform binary of every locked package (Linux, macOS and Windows), so npm ci works anywhere', () => {
    const missing = Object.entries(lock.packages).flatMap(([where, info]) =>
      Object.keys(info.optionalDependencies ?? {})
        .filter((name) => !resolved(where, name))
        .map((name) => `${where} -> ${name}`),
    );
    expect(missing).toEqual([]);
    const platforms = Object.keys(lock.packages).filter((p) => p.startsWith('node_modules/@swc/core-'));
    expect(platforms.some((p) => p.includes('darwin'))).toBe(true);
    expect(platforms.some((p) => p.includes('win32'))).toBe(true);
    expect(platforms.some((p) => p.includes('linux'))).toBe(true);
  });

  it('has no package that requires a newer Node than the supported range starts at', () => {
    const oldest = Number(/\d+/.exec(manifest.engines.node)![0]);
    const tooNew = Object.entries(lock.packages)
      .map(([where, info]) => [where, Array.isArray(info.engines) ? undefined : info.engines?.node] as const)
      .filter(([, node]) => node && !allowsMajor(node, oldest))
      .map(([where, node]) => `${where} needs node ${node}`);
    expect(tooNew).toEqual([]);
  });
});
