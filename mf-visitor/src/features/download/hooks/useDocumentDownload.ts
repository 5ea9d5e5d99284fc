import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@earrival/shared/query';
import { type VisitorOrder } from '@earrival/shared/types';
import { customerDocumentName } from '@earrival/shared/util';
import { visitorCalls } from '../../../visitorCalls';

/** The browser download starts this long after the server recorded it, once the history has reloaded. */
export const DOWNLOAD_DELAY_MS = 1000;

/** Saves the file through the browser: a link to the proof-protected address, clicked once. */
export function startBrowserDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Download Now: the server records the download (who, when, which device), the history reloads, and the
 * file download starts a second later from the address built from the order id and file name. A refusal
 * is kept for the screen to show beside the button (quiet: no toast).
 */
export function useDocumentDownload(pageKey: string, order: VisitorOrder | undefined) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The API client loads with the first Download Now, not with the page.
  const record = useMutation({
    meta: { quiet: true },
    mutationFn: async ({ order_id, customer_name, file1 }: VisitorOrder & { file1: string }) => {
      const { visitorApi, visitorDocumentUrl } = await visitorCalls();
      await visitorApi.recordDownload({
        orderId: order_id,
        customername: customer_name,
        file1,
        timezone: browserTimeZone(),
      });
      return visitorDocumentUrl(order_id, file1);
    },
    onSuccess: (url, { order_id, file1 }) => {
      void client.invalidateQueries({ queryKey: queryKeys.visitorOrder(pageKey) });
      setWaiting(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setWaiting(false);
        startBrowserDownload(url, customerDocumentName(order_id, file1));
      }, DOWNLOAD_DELAY_MS);
    },
  });

  const file1 = order?.completed ? order.file1 : null;
  return {
    available: file1 !== null,
    busy: record.isPending || waiting,
    error: record.error,
    download: () => {
      if (order && file1) record.mutate({ ...order, file1 });
    },
  };
}
