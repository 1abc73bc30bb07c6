import { messages } from '@pazaryeri/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';

/**
 * Checks every request once, before any route's zod schema sees it, for two things no route may
 * forget (issue 18):
 * - a body that is not an object (`[]`, `null`, `1e308`, `"x"`) on a route that declares a body:
 *   refinements and handlers may then read fields without first asking whether there is an object;
 * - control characters in any string of the body (keys too), the query, the params and the names
 *   of uploaded files. PostgreSQL refuses NUL in text and jsonb ("invalid byte sequence"), and no
 *   field has a use for the other C0 characters. Tab, line feed and carriage return stay allowed
 *   in free text (descriptions, messages) but not in ids, codes, names or anything in the URL.
 */

/** C0 controls and DEL except tab, line feed and carriage return. */
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL. */
const controlAnywhere = /[\u0000-\u001F\u007F]/;
/** Body keys that hold one line: ids, codes, names, addresses of mail and the like. */
const singleLineKey = /(^_?id$|Ids?$|code$|Code$|^alias$|[eE]mail$|[pP]hone$|^iban$|[tT]oken$|Key$|^name$|Name$|^slug$|^status$|Type$)/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The path of the first string (or key) holding a forbidden character, or null. */
export function findControlCharacter(value: unknown, path: string, singleLine: boolean, depth = 0): string | null {
  if (typeof value === 'string') return (singleLine ? controlAnywhere : controlInText).test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacter(value[index], `${path}.${index}`, singleLine, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (controlAnywhere.test(key)) return path || 'body';
    const found = findControlCharacter(item, at, singleLine || singleLineKey.test(key), depth + 1);
    if (found) return found;
  }
  return null;
}

function refuseControl(field: string): never {
  throw new AppError('VALIDATION_FAILED', messages.controlCharacters, { [field]: messages.controlCharacters });
}

async function inputGuardPlugin(app: FastifyInstance) {
  // After the multipart plugin's own preValidation hook has put the form's fields on the body.
  // Synchronous (no promise per request); a refusal thrown here reaches the error handler.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const { body } = request;
    // A GET has no body: the route's options (an object built per read) are not asked for.
    const declaresBody = body !== undefined && Boolean(request.routeOptions.schema?.body);
    if (declaresBody && !isPlainObject(body)) {
      throw new AppError('VALIDATION_FAILED', messages.bodyNotObject, { body: messages.bodyNotObject });
    }
    const found =
      findControlCharacter(request.params, '', true) ??
      findControlCharacter(request.query, '', true) ??
      (declaresBody ? findControlCharacter(body, '', false) : null);
    if (found) refuseControl(found);
    for (const file of request.uploadedFiles ?? []) {
      if (controlAnywhere.test(file.filename) || controlAnywhere.test(file.field)) refuseControl(file.field);
    }
    done();
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard', dependencies: ['errors'] });
