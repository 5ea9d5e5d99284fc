import { createContext, useContext, type ReactNode } from 'react';
import { useFolderCounts, type FolderCountsState } from './useFolderCounts';

const CountsContext = createContext<FolderCountsState>({
  counts: null,
  loading: false,
  reload: () => undefined,
});

/** One counts request per navigation, shared by the sidebar badges and the dashboard tiles. */
export function CountsProvider({ userName, children }: { userName: string; children: ReactNode }) {
  const state = useFolderCounts(userName);
  return <CountsContext.Provider value={state}>{children}</CountsContext.Provider>;
}

export const useCounts = (): FolderCountsState => useContext(CountsContext);
