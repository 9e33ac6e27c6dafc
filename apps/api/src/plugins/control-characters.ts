import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../http/app-error';

/**
 * Control characters have no business in any text of this API: PostgreSQL refuses NUL (it was a
 * 500 with a stack trace) and the others end up in exports and screens. Checked once, for every
 * route, on every string of the query (names and values), the path and the JSON body (keys and
 * values), before validation: a 400 naming the field. Tab and line breaks are text (notes, pasted
 * addresses; a CR comes with CRLF line ends), so they stay.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = 'El texto contiene caracteres de control no permitidos.';

/**
 * A lone UTF-16 surrogate (`"\ud800"` in JSON) is not text: PostgreSQL refuses it inside jsonb
 * and UTF-8 cannot encode it (the catalogue writes answered 500). Refused like control characters.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const INVALID_UNICODE_MESSAGE = 'El texto contiene caracteres no válidos.';

/** The dotted path of the first string (or key) `pattern` matches, or null. */
function findText(value: unknown, pattern: RegExp): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, at] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (pattern.test(current)) return at || 'non_field_errors';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, at ? `${at}.${index}` : String(index)]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = at ? `${at}.${key}` : key;
        if (pattern.test(key)) return keyPath;
        stack.push([item, keyPath]);
      }
    }
  }
  return null;
}

/** The dotted path of the first string (or key) holding a control character, or null. */
export function findControlCharacter(value: unknown): string | null {
  return findText(value, CONTROL);
}

/** The dotted path of the first string (or key) holding a lone surrogate, or null. */
export function findInvalidUnicode(value: unknown): string | null {
  return findText(value, LONE_SURROGATE);
}

/** The field named with what it holds shown as '?', so the answer stays clean. */
function shown(field: string): string {
  // eslint-disable-next-line no-control-regex -- shown as '?', so the answer stays clean
  return field.replace(/[\u0000-\u001F\u007F\uD800-\uDFFF]/g, '?');
}

function check(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const control = findControlCharacter(part);
    if (control !== null) throw invalid({ [shown(control)]: [CONTROL_CHARACTER_MESSAGE] });
    const broken = findInvalidUnicode(part);
    if (broken !== null) throw invalid({ [shown(broken)]: [INVALID_UNICODE_MESSAGE] });
  }
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => check(request));
}
