import type { ErrorCode } from '@opencareers/contracts/api-envelope';
import type { ResumeErrorCode } from '@opencareers/contracts/resume';

/** An error that is the client's fault; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ResumeErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** On a version conflict: the record's current version, so the client can reload. */
    readonly currentVersion?: number,
    /** On a refused pipeline action: the current state, so the client can show it. */
    readonly currentState?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
