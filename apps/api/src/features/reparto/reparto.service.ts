import type { RepartoRequest, VistaPreviaReparto } from '@ventas/domain/reparto/reparto-contract';
import { partesDelReparto } from '@ventas/domain/reparto/reparto-split';
import type { Database } from '../../db/database';
import { contarSinAsignar, exigirComerciales, filtrosDelReparto } from './reparto.query';

/** Issue 17 "Deal out": the preview and the checks before the job, each in one tenant transaction. */
export function createRepartoService(database: Database) {
  return {
    /** What the deal-out would do now: the unassigned customers less do-not-call, split. */
    vistaPrevia: (tenantId: number, pedido: RepartoRequest): Promise<VistaPreviaReparto> =>
      database.tenant(tenantId, async (tx) => {
        const { filtros, comerciales, modo } = pedido;
        const filters = filtrosDelReparto(filtros);
        await exigirComerciales(
          tx,
          comerciales.map((comercial) => comercial.id),
        );
        const { sinAsignar, noLlamar } = await contarSinAsignar(tx, filters);
        const aRepartir = sinAsignar - noLlamar;
        const partes = partesDelReparto(
          aRepartir,
          modo,
          comerciales.map((comercial) => comercial.peso),
        );
        return {
          sin_asignar: sinAsignar,
          no_llamar: noLlamar,
          a_repartir: aRepartir,
          por_comercial: comerciales.map((comercial, i) => ({
            comercial: comercial.id,
            clientes: partes[i] ?? 0,
          })),
        };
      }),

    /** The filters and the commercials checked before the job: a 400 now, not a failed task later. */
    async comprobar(tenantId: number, pedido: RepartoRequest): Promise<void> {
      const { filtros, comerciales } = pedido;
      filtrosDelReparto(filtros);
      await database.tenant(tenantId, (tx) =>
        exigirComerciales(
          tx,
          comerciales.map((comercial) => comercial.id),
        ),
      );
    },
  };
}
