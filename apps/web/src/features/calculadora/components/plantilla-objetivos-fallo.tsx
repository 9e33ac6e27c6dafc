import { jobErrorMessage, type JobFailure } from '../../../components/job-progress/job-error-message';

const FALLO = 'No se pudo leer la plantilla';

/**
 * Why a template check or apply gave no report: the job's reason, else the server's refusal (a
 * closed month's 409 too; job-error-message.ts), else whether the server could not be reached.
 */
export function plantillaFalloTexto(failure: JobFailure): string {
  if (failure.kind === 'failure' && !failure.error) return `${FALLO}.`;
  return `${FALLO}: ${jobErrorMessage(failure, 'no se pudo contactar con el servidor.')}`;
}
