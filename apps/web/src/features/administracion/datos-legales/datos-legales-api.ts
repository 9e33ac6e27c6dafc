import { queryOptions } from '@tanstack/react-query';
import {
  datosLegalesSchema,
  type DatosLegales,
  type DatosLegalesUpdate,
} from '@ventas/domain/distribuidores/datos-legales';
import { api } from '../../../api/api';

/** Administración · Datos legales (issue 29 §5): the distributor's own legal data. */
const PATH = '/api/distribuidores/datos-legales/';

export const datosLegalesQuery = queryOptions({
  queryKey: ['distribuidores', 'datos-legales'],
  queryFn: async ({ signal }) => datosLegalesSchema.parse(await api.get<unknown>(PATH, { signal })),
});

export async function guardarDatosLegales(cambios: DatosLegalesUpdate): Promise<DatosLegales> {
  return datosLegalesSchema.parse(await api.put<unknown>(PATH, cambios));
}
