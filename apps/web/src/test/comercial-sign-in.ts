import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { isCall, type RecordedCall, type Reply } from './fake-server';

/**
 * Test-only: the fake API's answers to a Comercial's sign-in (the token, then the account's
 * detail with the distributor's `groups`, and no option lists); undefined for any other call,
 * which the test answers. The app sends each of these with its declared method only (the token
 * POST, the other two GET: session-api.ts, initial-data-queries.ts).
 */
export function comercialSignInReply(call: RecordedCall, groups: readonly string[] = []): Reply | undefined {
  if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
  // The initial data the session loads after sign-in: no option lists configured.
  if (isCall(call, utilsCalls.opciones)) return { status: 200, body: {} };
  if (!isCall(call, cuentasCalls.detalle)) return undefined;
  return {
    status: 200,
    body: {
      id: 4,
      username: 'comercial',
      nombre_completo: 'Carmen',
      isAdmin: false,
      rol: { id: 4 },
      tenant_groups: groups.map((name) => ({ name })),
      tipo_comercial: 'TIENDA',
    },
  };
}
