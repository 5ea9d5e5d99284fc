// All of the Bootstrap this build can show (the page's first screen loaded only its own part).
import 'bootstrap/dist/css/bootstrap.min.css';
import { useEffect } from 'react';
import { isFinished } from '@earrival/shared/status';
import { notify } from '@earrival/shared/toast';
import { type ProcessStatus, type VisitorOrder } from '@earrival/shared/types';
import { VisitorPage } from '../../layout/components/VisitorPage';
import { trackOrderPath } from '../../paths';
import { Redirect, useVisitorLocation } from '../../../navigation/navigation';
import { useDocumentDownload } from '../hooks/useDocumentDownload';
import { useDownloadPage } from '../hooks/useDownloadPage';
import { useServedState } from '../../../standalone/pageState';
import { PageData } from '../../../standalone/PageData';
import { DownloadHistoryTable } from './DownloadHistoryTable';

export const COMPLETED_TEXT = 'Your application for an Cuba e-Arrival has been completed successfully.';
export const PROCESSING_TEXT = 'Your application for an Cuba e-Arrival is still being processed.';
export const UNAVAILABLE_TEXT = 'There is no document to download for this order.';
export const MISSING_TEXT = 'Your document is not available for download right now.';

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
  const order = page.data?.mainResult;
  const download = useDocumentDownload(orderId, order);
  const { pathname } = useVisitorLocation();
  // A Download Now the browser posted by itself (no script) and the server refused: its reason.
  const servedError = useServedState()?.downloadError;
  const downloadError = download.error?.message ?? (download.busy ? undefined : servedError);

  if (page.error) {
    // No proof (a new browser, or it expired): the customer proves the order again on the track form.
    if (isForbidden(page.error)) {
      return <BackToTrackForm orderId={orderId} message={page.error.message} />;
    }
    return (
      <VisitorPage>
        <div className="alert alert-danger" role="alert">
          {page.error.message}
        </div>
      </VisitorPage>
    );
  }
  if (!page.data || !order) {
    return (
      <VisitorPage>
        <div className="text-center py-5" role="status">
          {BUSY_MARK}
          Loading your order…
        </div>
      </VisitorPage>
    );
  }

  return (
    <VisitorPage landingDomain={order.landing_domain}>
      <h1 className="visually-hidden">Order {order.order_id}</h1>
      {download.available ? (
        <div className="ea-visitor-result">
          <div className="ea-visitor-result-text">
            <p className="ea-visitor-result-title">{COMPLETED_TEXT}</p>
            <p>
              Order ID {order.order_id} · {order.customer_name}
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
              Download Now
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
  const [title, detail] = CLOSED.includes(order.process_status)
    ? [UNAVAILABLE_TEXT, 'Please contact support if you have any questions.']
    : isFinished(order.process_status)
      ? [MISSING_TEXT, 'Please contact support and we will send it to you again.']
      : [
          PROCESSING_TEXT,
          'Your document can be downloaded here as soon as it has been completed. We will also e-mail it to you.',
        ];
  return (
    <div className="ea-visitor-result is-waiting" role="status">
      <div className="ea-visitor-result-text">
        <p className="ea-visitor-result-title">{title}</p>
        <p>
          Order ID {order.order_id} · {detail}
        </p>
      </div>
    </div>
  );
}
