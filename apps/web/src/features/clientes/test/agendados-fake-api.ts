import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import type { AgendadoView, AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { notasClienteCalls } from '@ventas/domain/telework/notas-cliente.calls';
import { createFakeServer, isCall, type RecordedCall, type Reply } from '../../../test/fake-server';

/** The signed-in users of these tests: Carmen (Comercial, id 4) and Marta (Manager, id 3). */
const USERS = {
  comercial: { id: 4, username: 'comercial', nombre_completo: 'Carmen', rol: { id: 4 } },
  manager: { id: 3, username: 'manager', nombre_completo: 'Marta', rol: { id: 3 } },
} as const;
export type Rol = keyof typeof USERS;

export interface AgendadosFakeOptions {
  /** The answer to `agendadosCalls.update` (a callback's PUT); by default 200 with the callback. */
  put?: (call: RecordedCall) => Reply;
  /** What `atencionesCalls.historico` (a customer's history) answers. */
  historico?: AtencionView[];
}

/** The callback the PUT answers with by default. */
export const agendadoRespuesta = (id: number, body: unknown): AgendadoView => ({
  id,
  fechaAgendado: '2025-05-15T08:00:00.000Z',
  estado: 'PENDIENTE',
  notas: null,
  ...(body as object),
  cliente: { id: 7, nombre: 'Ana Ruiz', telefonos: [], telefonos_no_llamar: [] },
  comercial: { id: 4, nombre_completo: 'Carmen' },
});

/** A callback's API as these tests need it: sign-in, the history, notes and the PUT. */
export function agendadosFakeApi(rol: Rol, options: AgendadosFakeOptions = {}) {
  return createFakeServer((call) => {
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle))
      return { status: 200, body: { ...USERS[rol], isAdmin: false, tenant_groups: [] } };
    const put = isCall(call, agendadosCalls.update);
    if (put)
      return options.put?.(call) ?? { status: 200, body: agendadoRespuesta(Number(put.id), call.body) };
    if (isCall(call, atencionesCalls.historico)) return { status: 200, body: options.historico ?? [] };
    if (isCall(call, notasClienteCalls.create))
      return {
        status: 201,
        body: { id: 1, nota: 'x', comercial: null, cliente: 7, created_on: '2025-05-14T10:00:00Z' },
      };
    return { status: 200, body: [] };
  });
}

/** The PUTs sent, as [path, body]. */
export const putsOf = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);
