import type { Text } from './language';

/**
 * What a customer reads for a failed call: the server's own words (it writes them in the customer's
 * language), or, when the server could not answer (no connection, a proxy's 5xx page), ours.
 */
export function failureText(error: Error, text: Text): string {
  const httpStatus = (error as Error & { httpStatus?: number | null }).httpStatus;
  return httpStatus && httpStatus < 500 ? error.message : text('error.network');
}
