export { DataProvider } from './DataProvider';
export { createQueryClient, pageQueryClient, type DataMeta } from './queryClient';
export { invalidateOnBusEvents } from './busInvalidation';
export { queryKeys } from './queryKeys';
