import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import type { ObjetivosGerencia } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { createFakeServer, isCall } from '../../../test/fake-server';
import { MAYO, OPCIONES } from './gerencia-mes-fixtures';

const MANAGER = {
  id: 3,
  nombre: 'Marta Manager',
  username: 'manager',
  rol: { id: 3 },
  tipo_comercial: 'TIENDA',
};

export interface FakeOptions {
  /** The month's answer; May 2025 with five commercials by default. */
  mes?: ObjetivosGerencia;
  /** Answer 500 to the month's figures. */
  falla?: boolean;
}

/** Gerencia's month as a Manager reads it: the filters' options and the month's one call. */
export function gerenciaMesFakeApi({ mes = MAYO, falla = false }: FakeOptions = {}) {
  let fallos = falla;
  const server = createFakeServer((call) => {
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) {
      return {
        status: 200,
        body: { ...MANAGER, nombre_completo: MANAGER.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    }
    if (isCall(call, gerenciaFiltersCalls.opciones)) return { status: 200, body: OPCIONES };
    if (isCall(call, gerenciaCalls.objetivos)) {
      if (fallos) return { status: 500, body: { detail: 'Error' } };
      return { status: 200, body: mes };
    }
    return { status: 200, body: [] };
  });
  return {
    ...server,
    /** From now on the month's call answers (a retry succeeds). */
    reparar: () => {
      fallos = false;
    },
  };
}
