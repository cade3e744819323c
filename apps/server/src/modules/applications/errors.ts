import { errorCodes } from '@opencareers/contracts/api-envelope';
import { HttpError } from '../../lib/http-error.ts';

export const applicationNotFound = () =>
  new HttpError(404, errorCodes.notFound, 'This application does not exist.');
export const positionNotFound = () =>
  new HttpError(404, errorCodes.notFound, 'This position does not exist.');
export const alreadyApplied = () =>
  new HttpError(409, errorCodes.alreadyApplied, 'You have already applied to this position.');
export const positionClosed = () =>
  new HttpError(409, errorCodes.positionClosed, 'This position is no longer accepting applications.');
