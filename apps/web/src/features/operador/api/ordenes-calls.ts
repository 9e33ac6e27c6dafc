import { queryOptions } from '@tanstack/react-query';
import type { OrdenDetalle, ordenesSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { z } from 'zod';
import { api } from '../../../api/api';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';
import { downloadNamedFile } from '../../../api/download-named-file';

type Ordenes = z.infer<typeof ordenesSchema>;

/** GET …/cliente/ordenes/?cliente_id: the customer's orders at the operator. */
export const ordenesQuery = (slug: string, clienteId: number) =>
  queryOptions({
    queryKey: operadorKeys.ordenes(slug, clienteId),
    queryFn: ({ signal }) =>
      api.get<Ordenes>(rutaScraping(slug, RUTAS_B.ordenes), { query: { cliente_id: clienteId }, signal }),
    ...SIN_REINTENTO,
  });

/** GET …/cliente/ordenes/detail/?order_id: one order and its history. */
export const ordenDetalleQuery = (slug: string, orderId: string) =>
  queryOptions({
    queryKey: operadorKeys.orden(slug, orderId),
    queryFn: ({ signal }) =>
      api.get<OrdenDetalle>(rutaScraping(slug, RUTAS_B.ordenDetalle), {
        query: { order_id: orderId },
        signal,
      }),
    ...SIN_REINTENTO,
  });

/** GET …/cliente/contrato/pdf/?contract_id: named by the server's header, else `Contrato_<id>.pdf` (SPEC §7). */
export async function descargarContrato(slug: string, contractId: string): Promise<void> {
  await downloadNamedFile(
    rutaScraping(slug, RUTAS_B.contratoPdf),
    { contract_id: contractId },
    `Contrato_${contractId}.pdf`,
  );
}
