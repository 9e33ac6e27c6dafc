import { authCalls } from '@ventas/domain/auth/auth.calls';
import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { createFakeServer, isCall } from '../../../test/fake-server';
import { ADMIN, CARLOS, LUCIA, MARTA, mayoCarlos } from './calendario-fixtures';

export type Rol = 'comercial' | 'manager' | 'admin';

/** `agendadosCalls.update`'s answer (a callback's PUT): the callback in its new state. */
const agendadoCerrado = (id: number, estado: string) => ({
  id,
  fechaAgendado: '2025-05-06T08:30:00Z',
  estado,
  notas: null,
  cliente: { id: 77, nombre: 'Cliente Uno', telefonos: [], telefonos_no_llamar: [] },
  comercial: { id: CARLOS.id, nombre_completo: CARLOS.nombre },
});

const USERS = {
  comercial: { ...CARLOS, username: 'comercial', rol: { id: 4 } },
  manager: { ...MARTA, username: 'manager', rol: { id: 3 } },
  admin: { ...ADMIN, username: 'admin', rol: { id: 2 } },
} as const;

export interface FakeOptions {
  rol?: Rol;
  /** Answer 500 to the month. */
  falla?: boolean;
}

/** The calendar's API: the month of whoever is asked for (decision 83), and the company calendar. */
export function calendarioFakeApi({ rol = 'comercial', falla = false }: FakeOptions = {}) {
  const user = USERS[rol];
  let empresa = {
    comunidad_autonoma: 'MD',
    municipio: null as string | null,
    festivos: [{ dia: '2025-05-15', nombre: 'San Isidro' }],
  };
  const cerrados = new Map<number, string>();
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    const editado = isCall(call, agendadosCalls.update);
    if (editado) {
      const { estado } = call.body as { estado: string };
      cerrados.set(Number(editado.id), estado);
      return { status: 200, body: agendadoCerrado(Number(editado.id), estado) };
    }
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) {
      return {
        status: 200,
        body: { ...user, nombre_completo: user.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    }
    if (isCall(call, calendarioCalls.mes)) {
      if (falla) return { status: 500, body: { detail: 'Error' } };
      const pedido = Number(url.searchParams.get('comercial') ?? user.id);
      const quien = [CARLOS, MARTA, LUCIA, ADMIN].find(({ id }) => id === pedido) ?? CARLOS;
      const comerciales = rol === 'comercial' ? [CARLOS] : [MARTA, CARLOS, LUCIA];
      const mes = mayoCarlos(quien);
      const agendados = mes.agendados.map((a) => ({ ...a, estado: cerrados.get(a.id) ?? a.estado }));
      return { status: 200, body: { ...mes, agendados, comerciales } };
    }
    // The company calendar's save answers what it saved, which the next read answers too.
    if (isCall(call, calendarioCalls.saveEmpresa)) {
      empresa = call.body as typeof empresa;
      return { status: 200, body: empresa };
    }
    if (isCall(call, calendarioCalls.empresa)) return { status: 200, body: empresa };
    return { status: 200, body: [] };
  });
}
