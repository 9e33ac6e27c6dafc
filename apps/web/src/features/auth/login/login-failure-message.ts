import { errorDetail, isApiError } from '../../../api/api-error';

/** SPEC §8 Login. */
export const LOGIN_FAILED_MESSAGE = 'Usuario o contraseña incorrectos';
export const GENERIC_FAILURE_MESSAGE = 'Algo fue mal';

/** 401 is the spec's message; any other answer (429, 5xx) shows the server's detail if sent. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return LOGIN_FAILED_MESSAGE;
  return errorDetail(error) ?? GENERIC_FAILURE_MESSAGE;
}
