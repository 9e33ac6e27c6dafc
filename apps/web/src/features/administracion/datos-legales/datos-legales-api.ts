import { queryOptions } from '@tanstack/react-query';
import type { DatosLegales, DatosLegalesUpdate } from '@ventas/domain/distribuidores/datos-legales';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** Administración · Datos legales (issue 29 §5): the distributor's own legal data. */
export const datosLegalesQuery = queryOptions({
  queryKey: ['distribuidores', 'datos-legales'],
  queryFn: ({ signal }) => sendCall(distribuidoresCalls.datosLegales, {}, { signal }),
});

export function guardarDatosLegales(cambios: DatosLegalesUpdate): Promise<DatosLegales> {
  return sendCall(distribuidoresCalls.guardarDatosLegales, { body: cambios });
}
