import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, securityEventsApi, type SecurityEventFilters } from '@earrival/shared/api';
import { BusyMark } from '@earrival/shared/form';
import { notify } from '@earrival/shared/toast';
import { saveFile } from '@earrival/shared/ui';

/**
 * Export CSV of the Security Log: every event the filters in use match (not only the page shown),
 * streamed by the server and saved under its name. Cancel stops a long download.
 */
export function ExportCsvButton({ filters }: { filters: SecurityEventFilters }) {
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the screen stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      const file = await securityEventsApi.exportCsv(filters, { signal: abort.signal });
      saveFile(file.blob, file.filename);
      notify.success(`Saved ${file.filename}`);
    } catch (error) {
      if (!abort.signal.aborted) notify.error(errorMessage(error));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setBusy(false);
      }
    }
  }

  if (!busy) {
    return (
      <Button variant="outline-primary" size="sm" onClick={() => void start()}>
        Export CSV
      </Button>
    );
  }
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span role="status" className="small">
        <BusyMark />
        Exporting…
      </span>
      <Button variant="outline-secondary" size="sm" onClick={() => controller.current?.abort()}>
        Cancel export
      </Button>
    </span>
  );
}
