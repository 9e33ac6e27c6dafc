import {
  MENSAJES_ADDITIONAL_INFO,
  type AdditionalInfo,
} from '@ventas/domain/telework/additional-info-contract';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { isCall, type RecordedCall, type Reply } from '../../../test/fake-server';
import { CARLOS } from './calculadora-fixtures';
import {
  ATENCION_GESTION_BRUNO,
  ATENCION_OFERTA_ANA,
  PAQUETE_ANA,
  SIN_INFO,
  pagina,
} from './ventas-fixtures';

/**
 * What can fail: a write (500); the order info's read ('pedido-lectura', 500, of a package whose
 * row names its order info); its save ('pedido', a 400 on numero_pedido as the API's validation
 * answers); or its create ('pedido-ajeno': recorded meanwhile by someone else, so a 409).
 */
export type FalloVentas = 'eliminar' | 'marcar' | 'estado' | 'pedido' | 'pedido-lectura' | 'pedido-ajeno';

/**
 * The sales list's calls over a small store, so a write shows in the next read: November 2026 has
 * Ana's offer with its package and Bruno's procedure; deleting Ana's offer takes its package too
 * (decision 73). A package has no order info until one is saved.
 */
export function ventasFakeApi(falla: readonly FalloVentas[] = []) {
  let atenciones = [ATENCION_OFERTA_ANA, ATENCION_GESTION_BRUNO];
  let paquetes = [
    falla.includes('pedido-lectura') ? { ...PAQUETE_ANA, additional_info_id: 391 } : PAQUETE_ANA,
  ];
  const error: Reply = { status: 500, body: { detail: 'Error' } };
  const pedidos = additionalInfoStore(falla);

  return (call: RecordedCall, url: URL): Reply | null => {
    const reply = pedidos(call, url);
    if (reply) {
      if (reply.status < 300) {
        const guardada = reply.body as { id: number; paquete: number } | undefined;
        paquetes = paquetes.map((p) =>
          guardada && p.id === guardada.paquete ? { ...p, additional_info_id: guardada.id } : p,
        );
      }
      return reply;
    }
    const deCarlos = url.searchParams.get('comercial') === String(CARLOS.id);
    const delMes =
      deCarlos &&
      (url.searchParams.get('updated_on_after') === '2026-11-01' ||
        url.searchParams.get('fecha_venta_after') === '2026-11-01');
    if (isCall(call, atencionesCalls.list)) {
      return { status: 200, body: pagina(delMes ? atenciones : []) };
    }
    if (isCall(call, atencionesCalls.paquetes)) {
      return { status: 200, body: pagina(delMes ? paquetes : []) };
    }
    const paquete = isCall(call, atencionesCalls.paqueteEstado);
    if (paquete) {
      if (falla.includes('estado')) return error;
      const { estado } = call.body as { estado: string };
      paquetes = paquetes.map((p) => (p.id === Number(paquete.id) ? { ...p, estado } : p));
      return { status: 200, body: { estado } };
    }
    const aBorrar = isCall(call, atencionesCalls.remove);
    if (aBorrar) {
      if (falla.includes('eliminar')) return error;
      const id = Number(aBorrar.id);
      const borrada = atenciones.find((a) => a.id === id);
      atenciones = atenciones.filter((a) => a.id !== id);
      paquetes = paquetes.filter((p) => p.oferta.id !== borrada?.oferta?.id);
      return { status: 204 };
    }
    const aMarcar = isCall(call, atencionesCalls.markUpdated);
    if (aMarcar) {
      if (falla.includes('marcar')) return error;
      const id = Number(aMarcar.id);
      const { updated_on } = call.body as { updated_on: string };
      const marcada = { ...atenciones.find((a) => a.id === id)!, updated_on: `${updated_on}T00:00:00.000Z` };
      // Marked into another month, it leaves this month's list.
      atenciones = atenciones.filter((a) => a.id !== id || updated_on.startsWith('2026-11'));
      return { status: 200, body: marcada };
    }
    return null;
  };
}

/**
 * GET ?paquete=, POST and PUT {id}/ of a package's order info, answered as the API does; null for
 * any other call.
 */
function additionalInfoStore(falla: readonly FalloVentas[]) {
  const guardadas = new Map<number, AdditionalInfo>();
  if (falla.includes('pedido-ajeno'))
    guardadas.set(91, { ...SIN_INFO, id: 391, paquete: 91, numero_pedido: 'PED-OTRO' });
  return (call: RecordedCall, url: URL): Reply | null => {
    if (isCall(call, atencionesCalls.additionalInfo)) {
      if (falla.includes('pedido-lectura')) return { status: 500, body: { detail: 'Error' } };
      const info = guardadas.get(Number(url.searchParams.get('paquete')));
      return info
        ? { status: 200, body: info }
        : { status: 404, body: { detail: 'No se ha encontrado la información adicional' } };
    }
    const cambiada = isCall(call, atencionesCalls.updateAdditionalInfo);
    if (!cambiada && !isCall(call, atencionesCalls.createAdditionalInfo)) return null;
    if (falla.includes('pedido')) {
      return { status: 400, body: { numero_pedido: ['El texto no puede superar 200 caracteres'] } };
    }
    const body = call.body as Partial<AdditionalInfo>;
    if (call.method === 'POST' && guardadas.has(body.paquete!)) {
      return { status: 409, body: { detail: MENSAJES_ADDITIONAL_INFO.duplicada } };
    }
    const antes = cambiada
      ? [...guardadas.values()].find((info) => info.id === Number(cambiada.id))
      : undefined;
    const info: AdditionalInfo = {
      ...(antes ?? { ...SIN_INFO, id: 300 + body.paquete!, paquete: body.paquete! }),
      ...body,
      updated_on: '2026-11-20T10:00:00.000Z',
    };
    guardadas.set(info.paquete, info);
    return { status: antes ? 200 : 201, body: info };
  };
}
