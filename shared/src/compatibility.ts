/**
 * The rule a remote must meet before the shell registers it: every singleton the page provides (React,
 * the router, the stateful entries of @earrival/shared, ...; scripts/shared-config.ts lists them) must be
 * of the same major version in the remote's build as in the shell's.
 *
 * - Another major: the remote is refused before anything of it runs, with a message naming it, both
 *   versions and the fix. Nothing of it reaches the share scope, so every other remote keeps working.
 * - A newer minor or patch than the shell's: the remote is loaded on the shell's copy (the one version of
 *   the deployment) with a warning naming both versions. Within a major the package only adds, so the
 *   remote works unless it calls something only its newer singleton has; its stateless entries come from
 *   its own newer copy.
 */

const SHARED_PACKAGE = '@earrival/shared';

/** One shared module as a remote's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version: string;
}

/** Whose remote it is, for the messages: its label ("Queues") and its folder ("mf-queues"). */
export interface RemoteIdentity {
  label: string;
  folder: string;
}

/** A remote built for a major version of a singleton other than the page's: it is never loaded. */
export class RemoteSkewError extends Error {
  constructor(
    readonly remote: RemoteIdentity,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteSkewError';
  }
}

export interface Verdict {
  /** Set when the remote must not be loaded. */
  refusal: RemoteSkewError | null;
  /** One line per singleton the remote was built against a newer minor of. */
  warnings: string[];
}

const parse = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);
const majorOf = (version: string) => parse(version)[0] ?? 0;

function newer(a: string, b: string): boolean {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  }
  return false;
}

/** '@earrival/shared/bus' and '@earrival/shared/auth' are one package to the people deploying it. */
const packageOf = (name: string) =>
  name.startsWith(`${SHARED_PACKAGE}/`) ? SHARED_PACKAGE : name.replace(/\/$/, '');

/**
 * Compares what a remote was built with (its manifest's `shared`) with the singletons the page provides
 * (name -> the shell's version).
 */
export function checkRemote(
  remote: RemoteIdentity,
  builtWith: readonly ManifestShared[],
  provided: ReadonlyMap<string, string>,
): Verdict {
  const refused = new Map<string, { builtFor: number; runs: string }>();
  const warned = new Map<string, string>();
  for (const { name, version } of builtWith) {
    const runs = provided.get(name);
    if (!runs || !version) continue;
    const pkg = packageOf(name);
    if (majorOf(version) !== majorOf(runs)) {
      if (!refused.has(pkg)) refused.set(pkg, { builtFor: majorOf(version), runs });
    } else if (newer(version, runs) && !warned.has(pkg)) {
      warned.set(
        pkg,
        `${remote.label} (${remote.folder}) was built for ${pkg} ${version}; this back-office runs ${runs}. ` +
          `It runs on the back-office's ${runs}; deploy the shell built against ${version} to give it what is new there.`,
      );
    }
  }
  return { refusal: refused.size ? refusal(remote, refused) : null, warnings: [...warned.values()] };
}

function refusal(remote: RemoteIdentity, refused: Map<string, { builtFor: number; runs: string }>) {
  const facts = [...refused].map(([pkg, { builtFor, runs }], index) =>
    index === 0
      ? `${remote.label} was built for ${pkg} ${builtFor}.x; this back-office runs ${runs}.`
      : `It was built for ${pkg} ${builtFor}.x; this back-office runs ${runs}.`,
  );
  // An older remote is rebuilt against what the page runs; a newer one needs its shell deployed first.
  const olderRemote = [...refused.values()].every(({ builtFor, runs }) => builtFor < majorOf(runs));
  const [pkg, { builtFor }] = [...refused][0]!;
  const fix = olderRemote
    ? `Redeploy ${remote.folder}.`
    : `Deploy the shell built for ${pkg} ${builtFor}.x first, then ${remote.folder}.`;
  return new RemoteSkewError(remote, `${facts.join(' ')} ${fix}`);
}
