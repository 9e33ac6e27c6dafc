import { createFakeServer } from '../../../test/fake-server';
import { ADMIN, CARLOS, LUCIA, MARTA, mayoCarlos } from './calendario-fixtures';

export type Rol = 'comercial' | 'manager' | 'admin';

/** PUT /api/atenciones/agendado/{id}/'s answer: the callback in its new state. */
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
    const editado = /^\/api\/atenciones\/agendado\/(\d+)\/$/.exec(url.pathname);
    if (editado && call.method === 'PUT') {
      const { estado } = call.body as { estado: string };
      cerrados.set(Number(editado[1]), estado);
      return { status: 200, body: agendadoCerrado(Number(editado[1]), estado) };
    }
    if (url.pathname === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (url.pathname === '/api/cuentas/detalle/') {
      return {
        status: 200,
        body: { ...user, nombre_completo: user.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    }
    if (url.pathname === '/api/calculadora/calendario/') {
      if (falla) return { status: 500, body: { detail: 'Error' } };
      const pedido = Number(url.searchParams.get('comercial') ?? user.id);
      const quien = [CARLOS, MARTA, LUCIA, ADMIN].find(({ id }) => id === pedido) ?? CARLOS;
      const comerciales = rol === 'comercial' ? [CARLOS] : [MARTA, CARLOS, LUCIA];
      const mes = mayoCarlos(quien);
      const agendados = mes.agendados.map((a) => ({ ...a, estado: cerrados.get(a.id) ?? a.estado }));
      return { status: 200, body: { ...mes, agendados, comerciales } };
    }
    if (url.pathname === '/api/calculadora/calendario-empresa/') {
      if (call.method === 'PUT') empresa = call.body as typeof empresa;
      return { status: 200, body: empresa };
    }
    return { status: 200, body: [] };
  });
}
