import { queryOptions } from '@tanstack/react-query';
import {
  activacionesPendientesSchema,
  declaracionVentasAjusteSchema,
  type DeclaracionVentasAjuste,
} from '@ventas/domain/ofertas/declaracion-venta-contract';
import { ofertaDetailSchema, type OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { api } from '../../../api/api';

/** Issue 29 §5 "Declaración de ventas": the calls behind the offer's path and Administración. */
export const activacionesPendientesQuery = queryOptions({
  queryKey: ['ofertas', 'activaciones-pendientes'],
  queryFn: async ({ signal }) =>
    activacionesPendientesSchema.parse(
      await api.get<unknown>('/api/atenciones/ofertas/activaciones-pendientes/', { signal }),
    ),
});

export const declaracionVentasQuery = queryOptions({
  queryKey: ['distribuidor', 'declaracion-ventas'],
  queryFn: async ({ signal }) =>
    declaracionVentasAjusteSchema.parse(
      await api.get<unknown>('/api/distribuidores/declaracion-ventas/', { signal }),
    ),
});

export async function cambiarDeclaracionVentas(
  ajuste: DeclaracionVentasAjuste,
): Promise<DeclaracionVentasAjuste> {
  return declaracionVentasAjusteSchema.parse(
    await api.put<unknown>('/api/distribuidores/declaracion-ventas/', ajuste),
  );
}

export async function confirmarActivacion(ofertaId: number): Promise<OfertaDetail> {
  return ofertaDetailSchema.parse(
    await api.post<unknown>(`/api/atenciones/oferta/${ofertaId}/activacion/confirmar/`, {}),
  );
}

export async function rechazarActivacion(ofertaId: number, motivo: string): Promise<OfertaDetail> {
  return ofertaDetailSchema.parse(
    await api.post<unknown>(`/api/atenciones/oferta/${ofertaId}/activacion/rechazar/`, {
      motivo: motivo.trim() || null,
    }),
  );
}
