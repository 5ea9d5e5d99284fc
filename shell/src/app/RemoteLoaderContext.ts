import { createContext, useContext } from 'react';
import { loadRemoteModule } from '../remotes/registry';

/**
 * How admin and visitor screens fetch a remote's module: the Module Federation runtime in the page;
 * component tests provide in-memory screens so they exercise the shell without built remotes.
 */
export const RemoteLoaderContext = createContext<typeof loadRemoteModule>(loadRemoteModule);

export const useRemoteLoader = () => useContext(RemoteLoaderContext);
