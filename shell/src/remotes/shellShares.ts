import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;

/** The singletons the shell provides (name -> the shell's version), known once its runtime has started. */
const provided = new Map<string, string>();

/** The remote manifests the registry checked, by address, so the runtime loads exactly what was checked. */
const checkedManifests = new Map<string, string>();

export const providedSingletons = (): ReadonlyMap<string, string> => provided;

export function rememberCheckedManifest(url: string, text: string): void {
  checkedManifests.set(url, text);
}

/*
 * One version for a deployment: whenever any app of the page asks for a singleton, it gets the shell's
 * copy, loaded or not yet, so which remote happens to load first never decides. The runtime alone would
 * pick the highest version registered, a remote's newer minor included. A remote whose singletons are of
 * another major never gets here: the registry refuses it before registering it (@earrival/shared/compatibility); if one
 * did, the default resolver's strictVersion error stands.
 */
const preferShellCopy: ResolveShare = (args) => {
  const { shareInfo, shareScopeMap, scope, pkgName } = args;
  if (!shareInfo.shareConfig?.singleton) return args;
  const version = provided.get(pkgName);
  const own = version ? shareScopeMap[scope]?.[pkgName]?.[version] : undefined;
  if (!version || !own) return args;
  const { requiredVersion } = shareInfo.shareConfig;
  if (typeof requiredVersion === 'string' && !satisfy(version, requiredVersion)) return args;
  return { ...args, resolver: () => ({ shared: own, useTreesShaking: false }) };
};

/** Every remote's runtime starts after this is installed and takes the page's global plugins. */
const everyApp: ModuleFederationRuntimePlugin = {
  name: 'earrival-shell-singletons',
  resolveShare: preferShellCopy,
};

/**
 * Takes over how the page's apps share modules (scripts/shared-config.ts), on the shell's runtime (`host`):
 * records the singletons the shell provides and gives every app the shell's copy of each. The registry
 * calls it before it registers the first remote, so it costs the sign-in page nothing.
 */
export function installShellShares(host: ModuleFederation): void {
  if (provided.size) return;
  for (const [name, versions] of Object.entries(host.options.shared)) {
    const own = versions.find((shared) => shared.from === host.name && shared.shareConfig?.singleton);
    if (own) provided.set(name, own.version);
  }
  registerGlobalPlugins([everyApp]);
  host.registerPlugins([
    {
      name: 'earrival-shell-shares',
      resolveShare: preferShellCopy,
      fetch(url) {
        const text = checkedManifests.get(url);
        if (text === undefined) return;
        return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
      },
    },
  ]);
}
