import { type ErrorCode, formatMessage, messages } from '@pazaryeri/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/errors';

interface ErrorReply {
  status: number;
  body: { message: string; code: ErrorCode; fields?: Record<string, string> };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Maps any thrown error onto the API's `{ message, code }` shape; nothing below 500 is logged as an error. */
export function toErrorReply(error: FastifyError | Error, uploadLimit: number): ErrorReply {
  if (isAppError(error)) {
    return { status: error.statusCode, body: { message: error.message, code: error.code, fields: error.fields } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      fields[key] ??= issue.message ?? messages.validationFailed;
    }
    const first = Object.values(fields)[0];
    return { status: 400, body: { message: first ?? messages.validationFailed, code: 'VALIDATION_FAILED', fields } };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { message: messages.serverError, code: 'INTERNAL' } };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: messages.invalidJson, code: 'INVALID_JSON' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return {
        status: 413,
        body: { message: formatMessage(messages.fileTooLarge, { max: formatBytes(uploadLimit) }), code: 'PAYLOAD_TOO_LARGE' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { message: messages.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' } };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 400, body: { message: messages.badUrl, code: 'VALIDATION_FAILED' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_PROTO_VIOLATION':
      return { status: 400, body: { message: messages.validationFailed, code: 'VALIDATION_FAILED' } };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return { status, body: { message: messages.rateLimited, code: 'RATE_LIMITED' } };
  if (status >= 400 && status < 500) {
    return { status, body: { message: messages.validationFailed, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED' } };
  }
  return { status: 500, body: { message: messages.serverError, code: 'INTERNAL' } };
}

/**
 * Fastify's router answers a malformed URL (`%C0`) or an over-long path parameter itself, before
 * any hook or error handler: this gives those the API's error body too (Fastify option `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error, 0);
  request.log.info({ code: body.code, status }, body.message);
  return reply.status(status).send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorReply(error, app.config.uploadLimit);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['config'] });

export { AppError };
