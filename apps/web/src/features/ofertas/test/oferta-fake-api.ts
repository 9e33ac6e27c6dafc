import { authCalls } from '@ventas/domain/auth/auth.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { callPath } from '@ventas/domain/http/api-call';
import { ofertasCalls } from '@ventas/domain/ofertas/ofertas.calls';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { dropDownsCalls } from '@ventas/domain/servicios/drop-downs.calls';
import { installmentsCalls } from '@ventas/domain/servicios/installments.calls';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { clientesCalls } from '@ventas/domain/telework/clientes.calls';
import { createFakeServer, isCall, type RecordedCall, type Reply } from '../../../test/fake-server';
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
    // By the declared calls' paths, whatever the method (a PUT is saved first, below).
    const answers: Record<string, () => unknown> = {
      [callPath(authCalls.token)]: () => ({ access: 'a1', refresh: 'r1' }),
      [callPath(cuentasCalls.detalle)]: () => USER,
      [callPath(clientesCalls.get, { id: 12 })]: () => CLIENTE,
      [callPath(ofertasCalls.detail, { id: 31 })]: () => OFERTA_GUARDADA,
      [callPath(dropDownsCalls.operadores)]: () => OPERADORES,
      [callPath(catalogueCalls.tarifas.list)]: () => byOperator(TARIFAS),
      [callPath(catalogueCalls.adicionales.list)]: () => [],
      [callPath(catalogueCalls.sva.list)]: () => byOperator(SVAS),
      [callPath(catalogueCalls.promociones.list)]: () => byOperator(PROMOCIONES),
      [callPath(catalogueCalls.seguros.list)]: () => byOperator(SEGUROS),
      [callPath(dropDownsCalls.dispositivos)]: () => byOperator(DISPOSITIVOS),
      [callPath(installmentsCalls.ofTariff, { tariffId: 4, type: 'tarifa' })]: () => CUOTAS_TARIFA_4,
      [callPath(installmentsCalls.ofTariff, { tariffId: 7, type: 'tarifa' })]: () => [],
    };
    if (isCall(call, atencionesCalls.createEntrada)) return save(call);
    if (call.method === 'PUT') return save(call);
    const answer = answers[url.pathname];
    return answer ? { status: 200, body: answer() } : { status: 200, body: [] };
  });
}
