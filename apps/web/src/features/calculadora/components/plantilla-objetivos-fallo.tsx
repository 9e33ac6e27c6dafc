import { isApiError } from '../../../api/api-error';
import type { ExportOutcome } from '../../../components/paged-grid/export-job';

const FALLO = 'No se pudo leer la plantilla';

/** The server's sentences of a 4xx body (`{detail}` or `{field: [messages]}`): a closed month's 409 too. */
function frasesDelServidor(error: unknown): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return '';
  return Object.values(error.body)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
}

/** Why a template job gave no report, in the server's words when it gave any. */
export function plantillaFalloTexto(outcome: ExportOutcome | null): string {
  if (outcome?.kind === 'failure' && outcome.error) return `${FALLO}: ${outcome.error}`;
  if (outcome?.kind === 'request-failed') {
    const dicho = frasesDelServidor(outcome.error);
    return dicho ? `${FALLO}: ${dicho}` : `${FALLO}: no se pudo contactar con el servidor.`;
  }
  return `${FALLO}.`;
}
