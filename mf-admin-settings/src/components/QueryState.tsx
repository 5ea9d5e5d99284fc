import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { BusyMark } from '@earrival/shared/form';

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** The line shown until the first answer: 'Loading the deploy tokens…'. */
  loading: string;
  /** The error in a warning box (a block of the screen) rather than a plain line (inside a card). */
  alert?: boolean;
  /** Classes of the loading line and of the error. */
  className?: string;
  /** What the data shows once it has come; without it, the caller shows the data itself. */
  children?: (data: Data) => ReactNode;
}

/** A settings block's server data: a busy line until it comes, the server's error with Retry if it fails. */
export function QueryState<Data>({
  query,
  loading,
  alert = false,
  className,
  children,
}: QueryStateProps<Data>) {
  if (query.isError) {
    const retry = (
      <>
        <span className="me-2">{query.error.message}</span>
        <Button size="sm" variant="outline-secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </>
    );
    return alert ? (
      <Alert variant="warning" className={className}>
        {retry}
      </Alert>
    ) : (
      <div className={className}>{retry}</div>
    );
  }
  if (query.isPending)
    return (
      <p className={className ? `text-muted ${className}` : 'text-muted'} role="status">
        <BusyMark />
        {loading}
      </p>
    );
  return children?.(query.data);
}
