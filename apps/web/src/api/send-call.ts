import { callPath, type ApiCall, type CallInput, type CallResponse } from '@ventas/domain/http/api-call';
import { CHECKS_API_ANSWERS } from '../config/env';
import { api } from './api';
import type { QueryValue } from './api-client';

/**
 * Issue 32: the one way the web sends a call of the API. The path, method and schemas come from
 * the call's declaration in the domain (the server registers its route from the same one), and
 * the answer is typed by its response schema and checked against it in development and tests.
 */
export async function sendCall<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<CallResponse<C>> {
  const answer = await api.request<unknown>(callPath(call, input.params), {
    method: call.method,
    // A query schema's input is a record of plain values (the API reads them from the URL).
    ...(input.query ? { query: input.query as Record<string, QueryValue> } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // A 204 has no body (read as undefined); its declared answer is null.
  const value = answer === undefined ? null : answer;
  if (CHECKS_API_ANSWERS) checkAnswer(call, value);
  return value as CallResponse<C>;
}

function checkAnswer(call: ApiCall, value: unknown): void {
  const checked = call.response.safeParse(value);
  if (!checked.success) {
    throw new Error(
      `La respuesta de ${call.method} ${call.path} no cumple su esquema: ${checked.error.message}`,
    );
  }
}
