import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { TIPO_COMERCIAL_RETAIL, type Retailx } from '@ventas/domain/retailx/retailx-contract';
import {
  gruposPorTienda,
  tiendaDeCadaComercial,
  type GrupoTienda,
} from '@ventas/domain/retailx/retailx-tiendas';
import type { Database, TenantTx } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { scopeOf, type ClienteScope } from '../clientes/clientes.public';
import {
  comercialesDeConsulta,
  figurasPorComercial,
  leerConsulta,
  type ConsultaGerencia,
  type Figuras,
} from '../gerencia/gerencia.public';
import { tiendasDeComerciales } from './retailx-tiendas.query';

/**
 * RetailX (issue 17, group D; .scratch/decisions-retailx.md): the TIENDA-type commercials' figures
 * for Gerencia's dates, per commercial, per store and for the whole channel. Whose figures is
 * Gerencia's rule (gerencia-query `comercialesDeConsulta`): Manager and above, every TIENDA
 * commercial in Gerencia's default state; a Comercial, their own, counted over the customers their
 * Teletrabajo list shows — so every figure opens as a list with its count.
 */
export function createRetailxService(database: Database) {
  return {
    cifras(tenantId: number, user: RequestUser, fechas: DayRange | undefined): Promise<Retailx> {
      // The estado default (SPEC §9: ALTA) and the range's checks are Gerencia's, 400 included.
      const consulta = leerConsulta(fechas, 'fechas', { estado: [], tipo_comercial: [], comercial: [] });
      return database.tenant(tenantId, (tx) => cifrasDelCanal(tx, scopeOf(user), consulta));
    },
  };
}

async function cifrasDelCanal(
  tx: TenantTx,
  alcance: ClienteScope,
  consulta: ConsultaGerencia,
): Promise<Retailx> {
  const { ventana } = consulta;
  const cuentas = (
    await comercialesDeConsulta(tx, alcance, { ...consulta, tipos: [TIPO_COMERCIAL_RETAIL] })
  ).filter((cuenta) => cuenta.tipo_comercial === TIPO_COMERCIAL_RETAIL); // a Comercial's own is any type
  const ids = cuentas.map((cuenta) => cuenta.id);
  const canal = await figurasPorComercial(tx, ids, ventana, alcance);
  const grupos = gruposPorTienda(ids, await tiendasDeComerciales(tx, ids));
  const tiendaDe = tiendaDeCadaComercial(grupos);
  const tiendas = [];
  for (const grupo of grupos)
    tiendas.push({
      tienda: grupo.tienda,
      nombre: grupo.nombre,
      comerciales: grupo.comerciales,
      ...(await figurasDelGrupo(tx, grupo, canal, consulta, alcance)),
    });
  return {
    ventana,
    tiendas,
    comerciales: cuentas.map((cuenta) => ({
      comercial: cuenta.id,
      nombre: cuenta.nombre,
      tienda: tiendaDe.get(cuenta.id) ?? null,
      // figurasPorComercial answers every id it is given (zeros for none).
      ...canal.porComercial.get(cuenta.id)!,
    })),
    total: canal.total,
  };
}

/**
 * A store's figures, each customer once: its one commercial's own, the channel's when it holds
 * every commercial, else Gerencia's total over its commercials (a sum would count twice a customer
 * served by two of them).
 */
async function figurasDelGrupo(
  tx: TenantTx,
  grupo: GrupoTienda,
  canal: Figuras,
  consulta: ConsultaGerencia,
  alcance: ClienteScope,
): Promise<FigurasDeComercial> {
  if (grupo.comerciales.length === 1) return canal.porComercial.get(grupo.comerciales[0]!)!;
  if (grupo.comerciales.length === canal.porComercial.size) return canal.total;
  return (await figurasPorComercial(tx, grupo.comerciales, consulta.ventana, alcance)).total;
}
