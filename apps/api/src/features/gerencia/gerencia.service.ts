import type { GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { scopeOf } from '../clientes/clientes.public';
import { filasDeGerencia } from './gerencia-filas';
import type { ConsultaGerencia } from './gerencia-query';

/** Gerencia · Comerciales (issue 15): every figure per commercial and their total. */
export function createGerenciaService(database: Database) {
  return {
    /** Read where figures may lag (issue 30: the standby when there is one). */
    cuentas(tenantId: number, user: RequestUser, consulta: ConsultaGerencia): Promise<GerenciaCuentas> {
      return database.tenantLagging(tenantId, async (tx) => {
        const { cuentas, porComercial, total } = await filasDeGerencia(tx, scopeOf(user), consulta);
        return {
          ventana: consulta.ventana,
          comerciales: cuentas.map((cuenta) => ({
            comercial: cuenta.id,
            nombre: cuenta.nombre,
            estado: cuenta.estado,
            tipo_comercial: cuenta.tipo_comercial,
            ...porComercial.get(cuenta.id)!,
          })),
          total,
        };
      });
    },
  };
}
