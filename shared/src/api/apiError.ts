/** What a failed call's body may hold: the envelope { status, message, data }, possibly partial. */
export interface EnvelopeLike {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * The one error every failed call throws: the HTTP status (null when the server was never reached),
 * the envelope status (0 failure, 401 session invalid) and the server's message, ready to show.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static from(httpStatus: number | null, body: EnvelopeLike | undefined): ApiError {
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : httpStatus
          ? `The server answered ${httpStatus}. Please try again.`
          : 'The server could not be reached. Please check your connection and try again.';
    const status = typeof body?.status === 'number' ? body.status : 0;
    return new ApiError(httpStatus, status, message, body?.data ?? null);
  }

  /** The token is missing, expired or revoked: the session is over. */
  get isSessionEnded(): boolean {
    return this.httpStatus === 401 || this.status === 401;
  }
}
