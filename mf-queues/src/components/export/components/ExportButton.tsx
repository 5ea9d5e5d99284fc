import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, exportApi, type ExportName, type ExportParams } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';
import { saveFile } from '@earrival/shared/ui';

export interface ExportButtonProps {
  /** The folder, or countryOrders / processedBy. */
  name: ExportName;
  /** What the table on screen is filtered, searched and sorted by. */
  params: ExportParams;
}

/** 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Export CSV of the table on screen: every row of its queue, search or report (not only the page shown),
 * streamed by the server. While it downloads, the bytes received so far and a Cancel button; then the
 * file is saved under the server's name (the queue and the date).
 */
export function ExportButton({ name, params }: ExportButtonProps) {
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const file = await exportApi.csv(name, params, {
        signal: abort.signal,
        onProgress: ({ bytes }) => setReceived(bytes),
      });
      saveFile(file.blob, file.filename);
      notify.success(`Saved ${file.filename}`);
    } catch (error) {
      if (!abort.signal.aborted) notify.error(errorMessage(error));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setReceived(null);
      }
    }
  }

  if (received === null) {
    return (
      <Button variant="outline-primary" size="sm" onClick={() => void start()}>
        Export CSV
      </Button>
    );
  }
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span role="status" className="small">
        Exporting… {formatBytes(received)} received
      </span>
      <Button variant="outline-secondary" size="sm" onClick={() => controller.current?.abort()}>
        Cancel export
      </Button>
    </span>
  );
}
