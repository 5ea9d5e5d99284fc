export { DataProvider } from './DataProvider';
export { createQueryClient, pageQueryClient } from './queryClient';
export { queryKeys } from './queryKeys';
