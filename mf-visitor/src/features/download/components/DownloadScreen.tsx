// All of the Bootstrap this build can show (the page's first screen loaded only its own part).
import 'bootstrap/dist/css/bootstrap.min.css';
import { useEffect } from 'react';
import { isFinished } from '@earrival/shared/status';
import { notify } from '@earrival/shared/toast';
import { type ProcessStatus, type VisitorOrder } from '@earrival/shared/types';
import { VisitorPage } from '../../../components/layout/VisitorPage';
import { trackOrderPath } from '../../../navigation/paths';
import { Redirect, useVisitorLocation } from '../../../navigation/navigation';
import { useDocumentDownload } from '../hooks/useDocumentDownload';
import { useDownloadPage } from '../hooks/useDownloadPage';
import { useServedState } from '../../../standalone/pageState';
import { PageData } from '../../../standalone/PageData';
import { DownloadHistoryTable } from './DownloadHistoryTable';
import { useText } from '../../../i18n/language';
import { failureText } from '../../../i18n/errors';

/** Orders that will never get a document (cancelled or refunded). */
const CLOSED: readonly ProcessStatus[] = ['Deleted', 'Refunds'];
/** Orders past completion: if they offer no download, the document itself is missing. */

/** A small spinning mark beside a busy text or button. */
const BUSY_MARK = <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;

/** The server refused for want of the proof (the API client's error carries the HTTP status). */
const isForbidden = (error: Error) => (error as Error & { httpStatus?: number }).httpStatus === 403;

/**
 * /get-new-order-details/{orderId}: the finished document and every download of it. Bootstrap's markup
 * written out and the API client loaded at the first call (hooks/): the page a customer's phone opens
 * loads no react-bootstrap Alert, Button or Spinner (nor their transitions) and no axios.
 */
export default function DownloadScreen({ orderId }: { orderId: string }) {
  return (
    <PageData>
      <DownloadPage orderId={orderId} />
    </PageData>
  );
}

function DownloadPage({ orderId }: { orderId: string }) {
  const page = useDownloadPage(orderId);
  const text = useText();
  const order = page.data?.mainResult;
  const download = useDocumentDownload(orderId, order);
  const { pathname } = useVisitorLocation();
  // A Download Now the browser posted by itself (no script) and the server refused: its reason.
  const servedError = useServedState()?.downloadError;
  const downloadError = download.error
    ? failureText(download.error, text)
    : download.busy
      ? undefined
      : servedError;

  if (page.error) {
    // No proof (a new browser, or it expired): the customer proves the order again on the track form.
    if (isForbidden(page.error)) {
      return <BackToTrackForm orderId={orderId} message={failureText(page.error, text)} />;
    }
    return (
      <VisitorPage>
        <div className="alert alert-danger" role="alert">
          {failureText(page.error, text)}
        </div>
      </VisitorPage>
    );
  }
  if (!page.data || !order) {
    return (
      <VisitorPage>
        <div className="text-center py-5" role="status">
          {BUSY_MARK}
          {text('download.loading')}
        </div>
      </VisitorPage>
    );
  }

  return (
    <VisitorPage landingDomain={order.landing_domain}>
      <h1 className="visually-hidden">{text('download.heading', { orderId: order.order_id })}</h1>
      {download.available ? (
        <div className="ea-visitor-result">
          <div className="ea-visitor-result-text">
            <p className="ea-visitor-result-title">{text('download.completed')}</p>
            <p>
              {text('download.orderId', { orderId: order.order_id })} · {order.customer_name}
            </p>
          </div>
          {/* Without a script (yet) the browser posts the form: the server records the download and
              sends the file. With it, the page's own call does, as before. */}
          <form
            className="ea-visitor-result-action"
            method="post"
            action={pathname}
            onSubmit={(event) => {
              event.preventDefault();
              download.download();
            }}
          >
            <input type="hidden" name="file1" value={order.file1 ?? ''} />
            <button type="submit" className="btn btn-primary ea-visitor-download" disabled={download.busy}>
              {download.busy && BUSY_MARK}
              {text('download.button')}
            </button>
          </form>
          {downloadError && (
            <div className="alert alert-danger w-100 mb-0" role="alert">
              {downloadError}
            </div>
          )}
        </div>
      ) : (
        <NotReady order={order} />
      )}
      <DownloadHistoryTable rows={page.data.data} />
    </VisitorPage>
  );
}

function BackToTrackForm({ orderId, message }: { orderId: string; message: string }) {
  useEffect(() => {
    notify.error(message);
  }, [message]);
  return <Redirect to={trackOrderPath(orderId)} />;
}

function NotReady({ order }: { order: VisitorOrder }) {
  const text = useText();
  const [title, detail] = CLOSED.includes(order.process_status)
    ? (['download.unavailable', 'download.unavailableDetail'] as const)
    : isFinished(order.process_status)
      ? (['download.missing', 'download.missingDetail'] as const)
      : (['download.processing', 'download.processingDetail'] as const);
  return (
    <div className="ea-visitor-result is-waiting" role="status">
      <div className="ea-visitor-result-text">
        <p className="ea-visitor-result-title">{text(title)}</p>
        <p>
          {text('download.orderId', { orderId: order.order_id })} · {text(detail)}
        </p>
      </div>
    </div>
  );
}
