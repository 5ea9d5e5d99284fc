import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { visitorApi } from '@earrival/shared/api';
import { useBrand } from '@earrival/shared/brand';
import { notify } from '@earrival/shared/toast';
import { type TrackOrderBody } from '@earrival/shared/types';
import { downloadPagePath } from '../../paths';

/**
 * Track an order: on success the server has set the proof cookie; say so, wear the order's brand and go
 * to its download page. A refusal (unknown order, wrong e-mail, too many attempts) is the server's
 * message as an error toast, shown by the data layer.
 */
export function useTrackOrder() {
  const navigate = useNavigate();
  const { setDomain } = useBrand();
  return useMutation({
    mutationFn: (body: TrackOrderBody) => visitorApi.trackOrder(body),
    onSuccess: ({ message, data }) => {
      notify.success(message);
      setDomain(data.landingDomain);
      navigate(downloadPagePath(data.orderId));
    },
  });
}
