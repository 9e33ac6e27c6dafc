import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import type {
  Liquidacion,
  ListaUpfrontsQuery,
  UpfrontListado,
} from '@ventas/domain/liquidacion/liquidacion-contract';
import type { Database } from '../../db/database';
import type { Comerciales } from '../calculadora/calculadora.public';
import { listaUpfronts } from './lista-upfronts.repository';
import { paquetesLiquidacion, totalesLiquidacion } from './liquidacion.repository';

/** Área personal — Liquidación and Lista de upfronts (issue 14), each read in one tenant transaction. */
export function createLiquidacionService(database: Database) {
  return {
    /** The month's sold packages and their totals, read together so they always agree. */
    liquidacion: (tenantId: number, mes: Mes, comerciales: Comerciales): Promise<Liquidacion> =>
      database.tenant(tenantId, async (tx) => ({
        mes: textoMes(mes),
        paquetes: await paquetesLiquidacion(tx, mes, comerciales),
        ...(await totalesLiquidacion(tx, mes, comerciales)),
      })),

    listaUpfronts: (tenantId: number, query: ListaUpfrontsQuery): Promise<UpfrontListado[]> =>
      database.tenant(tenantId, (tx) => listaUpfronts(tx, query)),
  };
}
