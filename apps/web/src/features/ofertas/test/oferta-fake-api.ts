import { createFakeServer, type RecordedCall, type Reply } from '../../../test/fake-server';
import {
  CLIENTE,
  CUOTAS_TARIFA_4,
  DISPOSITIVOS,
  OFERTA_GUARDADA,
  OPERADORES,
  PROMOCIONES,
  SEGUROS,
  SVAS,
  TARIFAS,
} from './oferta-fixtures';

const USER = {
  id: 4,
  username: 'comercial',
  nombre_completo: 'Carlos Comercial',
  isAdmin: false,
  rol: { id: 4 },
  tenant_groups: [{ name: 'A' }],
  tipo_comercial: 'TIENDA',
};

/**
 * What the configurator reads, answered from the fixtures; `save` answers the POST or PUT;
 * `override` answers first any call it knows (another user, another offer), undefined otherwise.
 */
export function ofertaFakeApi(
  save: (call: RecordedCall) => Reply = () => ({ status: 500 }),
  override?: (call: RecordedCall) => Reply | undefined,
) {
  return createFakeServer((call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    const url = new URL(call.path, 'http://localhost');
    const byOperator = (rows: readonly { operator: string }[]) =>
      rows.filter((row) => row.operator === url.searchParams.get('operator'));
    const answers: Record<string, () => unknown> = {
      '/api/token/': () => ({ access: 'a1', refresh: 'r1' }),
      '/api/cuentas/detalle/': () => USER,
      '/api/clientes/entradas/12/': () => CLIENTE,
      '/api/atenciones/oferta/31/': () => OFERTA_GUARDADA,
      '/api/servicios/operadores/': () => OPERADORES,
      '/api/servicios/tarifas/': () => byOperator(TARIFAS),
      '/api/servicios/adicionales/': () => [],
      '/api/servicios/sva/': () => byOperator(SVAS),
      '/api/servicios/promociones/': () => byOperator(PROMOCIONES),
      '/api/servicios/seguros/': () => byOperator(SEGUROS),
      '/api/servicios/available-device-drop-down/': () => byOperator(DISPOSITIVOS),
      '/api/servicios/installments-tariff/4/tarifa': () => CUOTAS_TARIFA_4,
      '/api/servicios/installments-tariff/7/tarifa': () => [],
    };
    if (call.method === 'POST' && url.pathname === '/api/atenciones/entradas/') return save(call);
    if (call.method === 'PUT') return save(call);
    const answer = answers[url.pathname];
    return answer ? { status: 200, body: answer() } : { status: 200, body: [] };
  });
}
