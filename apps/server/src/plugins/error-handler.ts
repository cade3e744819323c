import { type ApiError, errorCodes, headers } from '@opencareers/contracts/api-envelope';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const fieldKey = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Maps any error to the one error shape; 5xx answers never carry details (fastify/demo). */
export function toApiError(err: FastifyError | HttpError): ApiError {
  if (err instanceof HttpError) {
    return {
      statusCode: err.statusCode,
      error: statusText[err.statusCode] ?? 'Error',
      code: err.code,
      message: err.message,
      ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
      ...(err.currentVersion !== undefined ? { currentVersion: err.currentVersion } : {}),
      ...(err.currentState !== undefined ? { currentState: err.currentState } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fieldErrors: Record<string, string> = {};
    for (const v of err.validation)
      fieldErrors[fieldKey(v.instancePath ?? '')] ??= v.message ?? 'Invalid value';
    const where = err.validationContext ?? 'request';
    const first = Object.entries(fieldErrors)[0];
    const message = first
      ? `Invalid ${where}: ${first[0] === '_' ? '' : `${first[0]}: `}${first[1]}`
      : 'Invalid request';
    return { statusCode: 400, error: 'Bad Request', code: errorCodes.validation, message, fieldErrors };
  }
  const code = err.code ?? '';
  if (code.startsWith('FST_CSRF')) {
    return {
      statusCode: 403,
      error: 'Forbidden',
      code: errorCodes.invalidCsrf,
      message: 'Invalid CSRF token. Reload the page and try again.',
    };
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      statusCode: 413,
      error: 'Payload Too Large',
      code: errorCodes.bodyTooLarge,
      message: 'The request body is too large.',
    };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: errorCodes.unsupportedMedia,
      message: 'Send the request body as application/json.',
    };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const isJson = code.startsWith('FST_ERR_CTP') || err instanceof SyntaxError;
    return {
      statusCode: status,
      error: statusText[status] ?? 'Bad Request',
      code: isJson ? errorCodes.badJson : errorCodes.validation,
      message: isJson ? 'The request body is not valid JSON.' : err.message,
    };
  }
  return {
    statusCode: 500,
    error: 'Internal Server Error',
    code: errorCodes.internal,
    message: 'Something went wrong on our side. Please try again.',
  };
}

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      const body = toApiError(err);
      if (body.statusCode >= 500) request.log.error({ err }, 'request failed');
      else request.log.info({ code: body.code, status: body.statusCode }, body.message);
      if (body.code === errorCodes.invalidCsrf) reply.header(headers.invalidCsrf, '1');
      if (body.code === errorCodes.unauthenticated) reply.header(headers.login, '1');
      const retryAfter = reply.getHeader('retry-after');
      if (body.statusCode === 429 && !retryAfter) reply.header('retry-after', '60');
      return reply.status(body.statusCode).type('application/json').send(body);
    });
  },
  { name: 'error-handler' },
);
