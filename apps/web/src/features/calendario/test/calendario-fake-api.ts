import { createFakeServer } from '../../../test/fake-server';
import { ADMIN, CARLOS, LUCIA, MARTA, mayoCarlos } from './calendario-fixtures';

export type Rol = 'comercial' | 'manager' | 'admin';

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
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
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
      return { status: 200, body: { ...mayoCarlos(quien), comerciales } };
    }
    if (url.pathname === '/api/calculadora/calendario-empresa/') {
      if (call.method === 'PUT') empresa = call.body as typeof empresa;
      return { status: 200, body: empresa };
    }
    return { status: 200, body: [] };
  });
}
