import { queryOptions } from '@tanstack/react-query';
import type { DeclaracionVentasAjuste } from '@ventas/domain/ofertas/declaracion-venta-contract';
import { declaracionVentaCalls } from '@ventas/domain/ofertas/declaracion-venta.calls';
import { sendCall } from '../../../api/send-call';

/** Issue 29 §5 "Declaración de ventas": the calls behind the offer's path and Administración. */
export const activacionesPendientesQuery = queryOptions({
  queryKey: ['ofertas', 'activaciones-pendientes'],
  queryFn: ({ signal }) => sendCall(declaracionVentaCalls.pendientes, {}, { signal }),
});

export const declaracionVentasQuery = queryOptions({
  queryKey: ['distribuidor', 'declaracion-ventas'],
  queryFn: ({ signal }) => sendCall(declaracionVentaCalls.ajuste, {}, { signal }),
});

export const cambiarDeclaracionVentas = (ajuste: DeclaracionVentasAjuste) =>
  sendCall(declaracionVentaCalls.cambiarAjuste, { body: ajuste });

export const confirmarActivacion = (ofertaId: number) =>
  sendCall(declaracionVentaCalls.confirmar, { params: { id: ofertaId } });

export const rechazarActivacion = (ofertaId: number, motivo: string) =>
  sendCall(declaracionVentaCalls.rechazar, {
    params: { id: ofertaId },
    body: { motivo: motivo.trim() || null },
  });
