import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { RemoteSkewError } from '@earrival/shared/compatibility';

interface Props {
  label: string;
  error: Error;
  onRetry: () => void;
}

/** What staff see instead of a blank page when part of the app cannot be loaded. */
export function RemoteUnavailable({ label, error, onRetry }: Props) {
  // A build for another version stays wrong however often it is tried: the message says who redeploys what.
  if (error instanceof RemoteSkewError) {
    return (
      <Alert variant="danger" role="alert" data-testid="remote-unavailable" data-reason="version-skew">
        <Alert.Heading as="h2" className="h5">
          {label} needs to be redeployed
        </Alert.Heading>
        <p className="mb-2">{error.message}</p>
        <p className="small text-muted mb-0">The rest of the back-office still works.</p>
      </Alert>
    );
  }
  return (
    <Alert variant="danger" role="alert" data-testid="remote-unavailable">
      <Alert.Heading as="h2" className="h5">
        {label} is not available right now
      </Alert.Heading>
      <p className="mb-2">
        This part of the back-office could not be loaded. The rest of the app still works; try again in a
        moment.
      </p>
      <p className="small text-muted mb-3">{error.message}</p>
      <Button variant="outline-danger" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
