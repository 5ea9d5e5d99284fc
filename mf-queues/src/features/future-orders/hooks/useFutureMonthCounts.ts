import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';

export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** The twelve month counts from the shared cache; months the server leaves out count zero. */
export function useFutureMonthCounts() {
  const query = useQuery({
    queryKey: queryKeys.futureMonths(),
    queryFn: async () => {
      const { data } = await ordersApi.futureMonthCounts();
      return Object.fromEntries(data.map(({ month, count }) => [month.padStart(2, '0'), count]));
    },
  });
  return {
    countOf: (month: string) => query.data?.[month] ?? 0,
    loading: query.isPending,
    reload: () => void query.refetch(),
  };
}
