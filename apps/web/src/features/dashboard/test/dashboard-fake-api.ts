import { authCalls } from '@ventas/domain/auth/auth.calls';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import { declaracionVentaCalls } from '@ventas/domain/ofertas/declaracion-venta.calls';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import type { EstadisticaDashboard } from '../api/stats-query';
import { createFakeServer, isCall, type RecordedCall } from '../../../test/fake-server';
import {
  ACCIONES,
  AGENDADOS,
  CARLOS,
  CUENTAS,
  EQUIPOS,
  FAMILIAS,
  FILTROS,
  MARTA,
  PERIODO_ACTUAL,
  RANKING_DE,
  TIPOS,
} from './dashboard-fixtures';

export type Rol = 'comercial' | 'manager';

/** The statistic `call` asks for, if it is one of the four. */
const estadisticaDe = (call: RecordedCall) =>
  (Object.keys(gerenciaCalls.stats) as EstadisticaDashboard[]).find((nombre) =>
    isCall(call, gerenciaCalls.stats[nombre]),
  );

const USERS = {
  comercial: { ...CARLOS, username: 'comercial', rol: { id: 4 } },
  manager: { ...MARTA, username: 'manager', rol: { id: 3 } },
} as const;

export interface FakeOptions {
  rol?: Rol;
  /** These statistics answer 500. */
  fallan?: readonly EstadisticaDashboard[];
  /** The manager leads no team. */
  sinEquipo?: boolean;
  /** Every statistic answers with nothing in it. */
  vacio?: boolean;
  /** What …/activaciones-pendientes/cuenta/ answers a Manager (decision 218); none by default. */
  confirmaciones?: { modo: 'COMERCIAL_ACTIVA' | 'MANAGER_CONFIRMA'; pendientes: number };
}

/**
 * The dashboard's API. Each statistic echoes its window (the SPEC §9 period when none is sent) and
 * its commercials: a Comercial's own, the ones asked for, or the whole tenant; the ranking has a
 * row per commercial covered.
 */
export function dashboardFakeApi({
  rol = 'comercial',
  fallan = [],
  sinEquipo = false,
  vacio = false,
  confirmaciones = { modo: 'COMERCIAL_ACTIVA', pendientes: 0 },
}: FakeOptions = {}) {
  const user = USERS[rol];
  let pendientes = AGENDADOS;
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    const q = url.searchParams;
    const editado = isCall(call, agendadosCalls.update);
    if (editado) {
      // A callback marked done or cancelled leaves the pending list; a moved one keeps its place.
      const agendado = { ...pendientes.find((a) => a.id === Number(editado.id))!, ...(call.body as object) };
      if (agendado.estado !== 'PENDIENTE') pendientes = pendientes.filter((a) => a.id !== agendado.id);
      return { status: 200, body: agendado };
    }
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) {
      return {
        status: 200,
        body: { ...user, nombre_completo: user.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    }
    if (isCall(call, declaracionVentaCalls.cuenta)) {
      // Manager and above only, as the API.
      if (rol === 'comercial') return { status: 403, body: { detail: 'Prohibido' } };
      return { status: 200, body: confirmaciones };
    }
    if (isCall(call, ajustesCalls.teams)) return { status: 200, body: sinEquipo ? [] : EQUIPOS };
    if (isCall(call, gerenciaFiltersCalls.opciones)) return { status: 200, body: FILTROS };
    if (isCall(call, agendadosCalls.list)) {
      const comercial = rol === 'comercial' ? CARLOS.id : Number(q.get('comercial') ?? 0);
      const body = pendientes.filter((a) => !comercial || a.comercial?.id === comercial);
      return { status: 200, body: vacio ? [] : body };
    }
    const stat = estadisticaDe(call);
    if (!stat) return { status: 200, body: [] };
    if (fallan.includes(stat)) return { status: 500, body: { detail: 'Error' } };
    const pedidos = q.getAll('comercial').map(Number);
    const comerciales =
      rol === 'comercial' ? [CARLOS.id] : pedidos.length ? pedidos : CUENTAS.map((c) => c.id);
    const ventana = q.has('updated_on_after')
      ? { desde: q.get('updated_on_after')!, hasta: q.get('updated_on_before')! }
      : PERIODO_ACTUAL;
    const base = { ventana, comerciales };
    switch (stat) {
      case 'tipoVentaCount':
        return { status: 200, body: { ...base, tipos: vacio ? [] : TIPOS } };
      case 'accionesComerciales':
        return {
          status: 200,
          body: { ...base, acciones: ACCIONES.map((a) => ({ ...a, clientes: vacio ? 0 : a.clientes })) },
        };
      case 'consecucionCount':
        return {
          status: 200,
          body: { ...base, mes: ventana.desde.slice(0, 7), familias: vacio ? [] : FAMILIAS },
        };
      case 'rankingComerciales': {
        const filas = CUENTAS.filter((c) => comerciales.includes(c.id))
          .map((c) => ({ comercial: c.id, nombre: c.nombre, ...RANKING_DE[c.id]! }))
          .sort((a, b) => b.vendidas - a.vendidas);
        return { status: 200, body: { ...base, ranking: vacio ? [] : filas } };
      }
    }
  });
}
