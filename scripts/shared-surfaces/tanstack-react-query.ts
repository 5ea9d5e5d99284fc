/**
 * What the apps use of TanStack Query, shared as the page's one copy (see react-router-dom.ts: a shared
 * package ships whole otherwise). It points at the package's built file by path because the package
 * name itself resolves to this surface.
 */
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
