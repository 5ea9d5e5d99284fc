/**
 * A failure the client caused (or may retry), with the HTTP status and the message the envelope carries.
 * Thrown inside a transaction it also rolls the transaction back, so a refused request writes nothing.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const denied = (message: string) => new ApiError(403, message);
