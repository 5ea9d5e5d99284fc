import { useMutation } from '@tanstack/react-query';
import { useBrand } from '@earrival/shared/brand';
import { notify } from '@earrival/shared/toast';
import type { TrackOrderBody, TrackOrderLinkNotice, TrackOrderResult } from '@earrival/shared/types';

/** The answer while the order is locked (HTTP 202): a notice for every caller, nothing granted. */
const isLinkNotice = (data: TrackOrderResult): data is TrackOrderLinkNotice => 'checkEmail' in data;
import { downloadPagePath } from '../../../navigation/paths';
import { visitorCalls } from '../../../visitorCalls';
import { useNavigateTo } from '../../../navigation/navigation';
import { useText } from '../../../i18n/language';
import { failureText } from '../../../i18n/errors';

const trackOrder = async (body: TrackOrderBody) => (await visitorCalls()).visitorApi.trackOrder(body);

/**
 * Track an order: on success the server has set the proof cookie; say so, wear the order's brand and go
 * to its download page. While the order is locked (or this connection has made too many attempts) the
 * answer is a notice (maybe a link was mailed): it stays on the form, no toast. A refusal (unknown order,
 * wrong e-mail, a network failure) is the server's message as an error toast, shown by the data layer,
 * and also on the page under the form (`error`), where it stays until the next attempt.
 */
export function useTrackOrder() {
  const navigate = useNavigateTo();
  const { setDomain } = useBrand();
  const text = useText();
  const mutation = useMutation({
    // The refusal is told here, in the customer's language (the data layer's toast would be English).
    meta: { quiet: true },
    mutationFn: trackOrder,
    onError: (error) => notify.error(failureText(error, text)),
    onSuccess: ({ message, data }) => {
      if (isLinkNotice(data)) return;
      notify.success(message);
      setDomain(data.landingDomain);
      navigate(downloadPagePath(data.orderId));
    },
  });
  const answer = mutation.data;
  return {
    track: (body: TrackOrderBody) =>
      mutation.mutateAsync(body).then(
        () => undefined,
        () => undefined,
      ),
    /** The customer has tried on this page (the answers below are then this page's own). */
    attempted: mutation.status !== 'idle',
    /** The server's words while the order is locked; null otherwise (cleared by the next attempt). */
    notice: answer && isLinkNotice(answer.data) ? answer.message : null,
    /** Why the last attempt was refused, in the server's words; null otherwise (cleared by the next one). */
    error: mutation.error ? failureText(mutation.error, text) : null,
  };
}
