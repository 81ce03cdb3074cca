/** An error with an HTTP status whose message is safe to show a person (4xx). The error handler sends it as the one error body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: string[] | undefined;
  /**
   * The call's writes commit before this refusal is answered (a wrong OTP is counted though the call is refused);
   * otherwise a refusal rolls its whole call back (db/request-transaction.ts).
   */
  commitWrites = false;
  constructor(statusCode: number, message: string, errors?: string[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

/** The refusal `error`, answered after the call's writes commit (see HttpError.commitWrites). */
export function afterWritesCommit(error: HttpError): HttpError {
  error.commitWrites = true;
  return error;
}

/** 400 with a readable message. */
export const badRequest = (message: string, errors?: string[]) => new HttpError(400, message, errors);
/** 401: no or expired session. */
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
/** 403 naming what is missing. */
export const forbidden = (message: string) => new HttpError(403, message);
/** 404 naming what was not found. */
export const notFound = (message: string) => new HttpError(404, message);
/** 409: the request conflicts with the current state. */
export const conflict = (message: string) => new HttpError(409, message);
