import { queryOptions } from '@tanstack/react-query';
import {
  additionalInfoSchema,
  type AdditionalInfoCreate,
  type AdditionalInfoUpdate,
} from '@ventas/domain/telework/additional-info-contract';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/api-error';
import { calculadoraKeys } from './calculadora-keys';

const RUTA = '/api/atenciones/additionalinfo/';

/**
 * GET /api/atenciones/additionalinfo/?paquete=N (decision 75): the package's order info, or null
 * when it has none yet (the API's 404), so the form starts empty and saving creates it.
 */
export const additionalInfoQuery = (paquete: number) =>
  queryOptions({
    queryKey: calculadoraKeys.additionalInfo(paquete),
    queryFn: async ({ signal }) => {
      try {
        return additionalInfoSchema.parse(await api.get<unknown>(RUTA, { query: { paquete }, signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** POST /api/atenciones/additionalinfo/ (201): the package's first order info. */
export async function crearAdditionalInfo(body: AdditionalInfoCreate) {
  return additionalInfoSchema.parse(await api.post<unknown>(RUTA, body));
}

/** PUT /api/atenciones/additionalinfo/{id}/: the fields sent replace the stored ones. */
export async function cambiarAdditionalInfo(id: number, body: AdditionalInfoUpdate) {
  return additionalInfoSchema.parse(await api.put<unknown>(`${RUTA}${id}/`, body));
}
