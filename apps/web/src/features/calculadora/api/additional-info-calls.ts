import { queryOptions } from '@tanstack/react-query';
import type {
  AdditionalInfoCreate,
  AdditionalInfoUpdate,
} from '@ventas/domain/telework/additional-info-contract';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { isApiError } from '../../../api/api-error';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';

/**
 * Decision 75: the package's order info, or null when it has none yet (the API's 404), so the
 * form starts empty and saving creates it.
 */
export const additionalInfoQuery = (paquete: number) =>
  queryOptions({
    queryKey: calculadoraKeys.additionalInfo(paquete),
    queryFn: async ({ signal }) => {
      try {
        return await sendCall(
          atencionesCalls.additionalInfo,
          { query: { paquete: String(paquete) } },
          { signal },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The package's first order info (201). */
export const crearAdditionalInfo = (body: AdditionalInfoCreate) =>
  sendCall(atencionesCalls.createAdditionalInfo, { body });

/** The fields sent replace the stored ones. */
export const cambiarAdditionalInfo = (id: number, body: AdditionalInfoUpdate) =>
  sendCall(atencionesCalls.updateAdditionalInfo, { params: { id }, body });
