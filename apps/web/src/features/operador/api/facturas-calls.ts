import type { Facturas } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';

/** GET …/cliente/facturas/ (cliente_id, selectedMeses `2026-09,2026-10`). */
export function consultarFacturas(
  slug: string,
  clienteId: number,
  meses: readonly string[],
): Promise<Facturas> {
  return api.get<Facturas>(rutaScraping(slug, RUTAS_B.facturas), {
    query: { cliente_id: clienteId, selectedMeses: meses.join(',') },
  });
}
