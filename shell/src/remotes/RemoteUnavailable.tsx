import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

interface Props {
  label: string;
  error: Error;
  onRetry: () => void;
}

/** What staff see instead of a blank page when part of the app cannot be loaded. */
export function RemoteUnavailable({ label, error, onRetry }: Props) {
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
