/** The success envelope every route answers with: status 1, a message and the data. */
export interface Ok<T> {
  status: 1;
  message: string;
  data: T;
}

export const ok = <T>(data: T, message = 'OK'): Ok<T> => ({ status: 1, message, data });

/** A list with its pager total beside it: `data` is the list itself. */
export const okList = <T>(data: T[], total: number, message = 'OK'): Ok<T[]> & { total: number } => ({
  status: 1,
  message,
  data,
  total,
});
