import type { ErrorCode } from '@opencareers/contracts/api-envelope';

/** An error that is the client's fault; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
