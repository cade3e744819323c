import { profileEditErrorMs, profileEditMessages } from '@opencareers/contracts/profile';
import { ApiRequestError } from '../../../lib/api/api-error.ts';

/**
 * Spec §8: a 422 says 'Invalid request received. Please try again' (with the server's field
 * messages when it gave some); any other failure says 'Something went wrong. Please try again'
 * for 3 s while the old value comes back.
 */
export function describeEditError(error: unknown): {
  kind: 'invalid' | 'failed';
  message: string;
  fieldErrors: Record<string, string>;
  durationMs: number;
} {
  if (error instanceof ApiRequestError && error.status === 422) {
    return {
      kind: 'invalid',
      message: profileEditMessages.invalid,
      fieldErrors: error.fieldErrors ?? {},
      durationMs: profileEditErrorMs,
    };
  }
  return {
    kind: 'failed',
    message: profileEditMessages.failed,
    fieldErrors: {},
    durationMs: profileEditErrorMs,
  };
}
