import { useCallback, useEffect, useState } from 'react';
import { errorMessage, notify, ordersApi } from '@earrival/shared';

export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** The twelve month counts; months the server leaves out count zero. */
export function useFutureMonthCounts() {
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const [reloadToken, setReloadToken] = useState(0);

  useEffect(() => {
    let live = true;
    ordersApi
      .futureMonthCounts()
      .then((envelope) => {
        if (!live) return;
        if (envelope.status !== 1) {
          if (envelope.status !== 401) notify.error(envelope.message);
          setCounts({});
          return;
        }
        setCounts(
          Object.fromEntries(envelope.data.map(({ month, count }) => [month.padStart(2, '0'), count])),
        );
      })
      .catch((error: unknown) => {
        if (!live) return;
        notify.error(errorMessage(error));
        setCounts({});
      });
    return () => {
      live = false;
    };
  }, [reloadToken]);

  return {
    countOf: (month: string) => counts?.[month] ?? 0,
    loading: counts === null,
    reload: useCallback(() => setReloadToken((token) => token + 1), []),
  };
}
