import type { RecordedCall, Reply } from './fake-server';

/**
 * Test-only: the fake API's answers to a Comercial's sign-in (the token, then the account's
 * detail with the distributor's `groups`, and no option lists); undefined for any other call,
 * which the test answers.
 */
export function comercialSignInReply(call: RecordedCall, groups: readonly string[] = []): Reply | undefined {
  if (call.path === '/api/token/') return { status: 200, body: { access: 'a1', refresh: 'r1' } };
  // The initial data the session loads after sign-in: no option lists configured.
  if (call.path === '/api/utils/opciones/') return { status: 200, body: {} };
  if (call.path !== '/api/cuentas/detalle/') return undefined;
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
