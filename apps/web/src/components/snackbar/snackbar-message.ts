import { isApiError } from '../../api/api-error';

// SPEC §8 snackbar rules.
export const SNACKBAR_FALLBACK_MESSAGE = 'Algo fue mal';
const SUCCESS_EMOJI = '🎉';
const ERROR_EMOJI = '😞';

export function successMessage(message: string): string {
  return `${message} ${SUCCESS_EMOJI}`;
}

/** The server's error body is appended as ' ## field : message ##', one per field. */
export function errorMessage(message?: string, error?: unknown): string {
  const text = message?.trim() ? message : SNACKBAR_FALLBACK_MESSAGE;
  return `${text}${serverDetails(error)} ${ERROR_EMOJI}`;
}

function serverDetails(error: unknown): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return '';
  return Object.entries(error.body)
    .map(([field, value]) => ` ## ${field} : ${describe(value)} ##`)
    .join('');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return value.map(describe).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
