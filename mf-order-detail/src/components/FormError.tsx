import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '@earrival/shared/api';

/**
 * A form's refusal from the server, shown next to the form rather than only in a passing toast, and
 * announced (role="alert") as it appears. Nothing while there is no error.
 */
export function FormError({ error, id }: { error: unknown; id?: string }) {
  if (!error) return null;
  return (
    <Alert variant="danger" className="od-form-error py-2 mb-3" role="alert" id={id}>
      {errorMessage(error)}
    </Alert>
  );
}
