import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, type ExportProgress } from '@earrival/shared/api';
import { notify } from '@earrival/shared/toast';
import { saveFile } from './saveFile';

export interface ExportCsvButtonProps {
  /** Fetches the CSV the server streams, with the name it gives the file. */
  download: (options: {
    signal: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
  }) => Promise<{ blob: Blob; filename: string }>;
  /** While it downloads, the bytes received so far (from `onProgress`) rather than a busy mark. */
  showBytes?: boolean;
}

/** 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Export CSV: every row the screen's filters match (not only the page shown), streamed by the server and
 * saved under its name. While it downloads, a busy line and a Cancel button.
 */
export function ExportCsvButton({ download, showBytes = false }: ExportCsvButtonProps) {
  const [received, setReceived] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setReceived(0);
    try {
      const file = await download({ signal: abort.signal, onProgress: ({ bytes }) => setReceived(bytes) });
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
        {showBytes ? (
          `Exporting… ${formatBytes(received)} received`
        ) : (
          <>
            {/* The form kit's BusyMark, written out: the form entry would bring formik to every list. */}
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Exporting…
          </>
        )}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={() => controller.current?.abort()}>
        Cancel export
      </Button>
    </span>
  );
}
