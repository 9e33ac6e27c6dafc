import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import type { Vista } from '@ventas/domain/vistas/vistas-contract';
import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import { createFakeServer, isCall, type Reply } from '../../../test/fake-server';

export type Rol = 'comercial' | 'manager' | 'admin';

const USERS = {
  comercial: { id: 4, username: 'comercial', nombre: 'Carlos Comercial', rol: { id: 4 } },
  manager: { id: 3, username: 'manager', nombre: 'Marta Manager', rol: { id: 3 } },
  admin: { id: 2, username: 'admin', nombre: 'Ada Admin', rol: { id: 2 } },
} as const;

export const MIA: Vista = {
  id: 11,
  pantalla: 'teletrabajo',
  nombre: 'Vendidos de marzo',
  consulta: 'fecha_venta_after=2026-03-01&fecha_venta_before=2026-03-31',
  compartida: false,
  propia: true,
  autor: 'Yo',
};
export const DEL_EQUIPO: Vista = {
  id: 21,
  pantalla: 'teletrabajo',
  nombre: 'Clientes del equipo',
  consulta: 'estadoCliente=CLIENTE',
  compartida: true,
  propia: false,
  autor: 'Marta Manager',
};

export interface FakeOptions {
  rol?: Rol;
  vistas?: Vista[];
  /** The answer to the next POST or PUT instead of saving. */
  fallo?: Reply;
}

/** The saved views' API over an in-memory list, plus the sign-in calls. */
export function vistasFakeApi({ rol = 'comercial', vistas = [], fallo }: FakeOptions = {}) {
  const user = USERS[rol];
  let guardadas = [...vistas];
  let siguiente = 100;
  return createFakeServer((call) => {
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle))
      return {
        status: 200,
        body: { ...user, nombre_completo: user.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    if (isCall(call, vistasCalls.list)) return { status: 200, body: guardadas };
    // A view saved (POST), changed (PUT) or removed (DELETE); `id` is there but for a POST.
    const vista =
      isCall(call, vistasCalls.create) ??
      isCall(call, vistasCalls.update) ??
      isCall(call, vistasCalls.remove);
    if (vista) {
      if (fallo && call.method !== 'DELETE') return fallo;
      const body = call.body as Partial<Vista>;
      if (call.method === 'POST') {
        const creada = {
          ...MIA,
          ...body,
          consulta: String(body.consulta),
          id: (siguiente += 1),
          autor: user.nombre,
        };
        guardadas = [...guardadas, creada];
        return { status: 201, body: creada };
      }
      const id = Number(vista.id);
      if (call.method === 'DELETE') {
        guardadas = guardadas.filter((v) => v.id !== id);
        return { status: 204 };
      }
      guardadas = guardadas.map((v) => (v.id === id ? { ...v, ...body } : v));
      return { status: 200, body: guardadas.find((v) => v.id === id) };
    }
    return { status: 200, body: [] };
  });
}
