import { queryOptions } from '@tanstack/react-query';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { downloadNamedFile } from '../../../api/download-named-file';
import { sendCall } from '../../../api/send-call';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';

/** The customer's orders at the operator. */
export const ordenesQuery = (slug: string, clienteId: number) =>
  queryOptions({
    queryKey: operadorKeys.ordenes(slug, clienteId),
    queryFn: ({ signal }) =>
      sendCall(proveedorBCalls(slug).ordenes, { query: { cliente_id: String(clienteId) } }, { signal }),
    ...SIN_REINTENTO,
  });

/** One order and its history. */
export const ordenDetalleQuery = (slug: string, orderId: string) =>
  queryOptions({
    queryKey: operadorKeys.orden(slug, orderId),
    queryFn: ({ signal }) =>
      sendCall(proveedorBCalls(slug).ordenDetalle, { query: { order_id: orderId } }, { signal }),
    ...SIN_REINTENTO,
  });

/** The signed contract, a file (by hand: no declaration answers files), named by the server's header, else `Contrato_<id>.pdf` (SPEC §7). */
export async function descargarContrato(slug: string, contractId: string): Promise<void> {
  await downloadNamedFile(
    rutaScraping(slug, RUTAS_B.contratoPdf),
    { contract_id: contractId },
    `Contrato_${contractId}.pdf`,
  );
}
