import type { Registros } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';

/** GET …/cliente/registros/ (cliente_id, msisdns comma-separated). */
export function consultarRegistros(
  slug: string,
  clienteId: number,
  msisdns: readonly string[],
): Promise<Registros> {
  return api.get<Registros>(rutaScraping(slug, RUTAS_B.registros), {
    query: { cliente_id: clienteId, msisdns: msisdns.join(',') },
  });
}
