import type { RecordedCall, Reply } from '../../../test/fake-server';
import { CARLOS } from './calculadora-fixtures';
import { ATENCION_GESTION_BRUNO, ATENCION_OFERTA_ANA, PAQUETE_ANA, pagina } from './ventas-fixtures';

/**
 * The sales list's calls over a small store, so a write shows in the next read: November 2026 has
 * Ana's offer with its package and Bruno's procedure; deleting Ana's offer takes its package too
 * (decision 73). `falla` answers 500 to a write.
 */
export function ventasFakeApi(falla: ReadonlyArray<'eliminar' | 'marcar' | 'estado'> = []) {
  let atenciones = [ATENCION_OFERTA_ANA, ATENCION_GESTION_BRUNO];
  let paquetes = [PAQUETE_ANA];
  const error: Reply = { status: 500, body: { detail: 'Error' } };

  return (call: RecordedCall, url: URL): Reply | null => {
    const deCarlos = url.searchParams.get('comercial') === String(CARLOS.id);
    const delMes =
      deCarlos &&
      (url.searchParams.get('updated_on_after') === '2026-11-01' ||
        url.searchParams.get('fecha_venta_after') === '2026-11-01');
    if (call.method === 'GET' && url.pathname === '/api/atenciones/') {
      return { status: 200, body: pagina(delMes ? atenciones : []) };
    }
    if (call.method === 'GET' && url.pathname === '/api/atenciones/paquete/') {
      return { status: 200, body: pagina(delMes ? paquetes : []) };
    }
    const paquete = /^\/api\/atenciones\/paquete\/(\d+)\/$/.exec(url.pathname);
    if (call.method === 'PUT' && paquete) {
      if (falla.includes('estado')) return error;
      const { estado } = call.body as { estado: string };
      paquetes = paquetes.map((p) => (p.id === Number(paquete[1]) ? { ...p, estado } : p));
      return { status: 200, body: { estado } };
    }
    const atencion = /^\/api\/atenciones\/(\d+)\/$/.exec(url.pathname);
    if (!atencion) return null;
    const id = Number(atencion[1]);
    if (call.method === 'DELETE') {
      if (falla.includes('eliminar')) return error;
      const borrada = atenciones.find((a) => a.id === id);
      atenciones = atenciones.filter((a) => a.id !== id);
      paquetes = paquetes.filter((p) => p.oferta.id !== borrada?.oferta?.id);
      return { status: 204 };
    }
    if (call.method === 'PUT') {
      if (falla.includes('marcar')) return error;
      const { updated_on } = call.body as { updated_on: string };
      const marcada = { ...atenciones.find((a) => a.id === id)!, updated_on: `${updated_on}T00:00:00.000Z` };
      // Marked into another month, it leaves this month's list.
      atenciones = atenciones.filter((a) => a.id !== id || updated_on.startsWith('2026-11'));
      return { status: 200, body: marcada };
    }
    return null;
  };
}
