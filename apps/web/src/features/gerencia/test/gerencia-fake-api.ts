import { createFakeServer, type RecordedCall, type Reply } from '../../../test/fake-server';
import { CUENTAS, CUENTAS_ANTERIOR, OPCIONES, SOLO_CARLOS } from './gerencia-fixtures';

export const EXPORT_FILENAME = 'gerencia-20260314-1000-0123456789ab.xlsx';

export interface GerenciaFakeOptions {
  /** Answer instead of the default (undefined: the default). */
  reply?: (call: RecordedCall, url: URL) => Reply | undefined;
}

/** The Gerencia API as the screen calls it: filters, figures (per period), export and moves. */
export function gerenciaFakeApi({ reply }: GerenciaFakeOptions = {}) {
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    const custom = reply?.(call, url);
    if (custom) return custom;
    switch (url.pathname) {
      case '/api/comerciales/gerencia-filters/':
        return { status: 200, body: OPCIONES };
      case '/api/comerciales/gerencia/download-xlsx-gerencia/':
      case '/api/atenciones/gerencia/download-xlsx-atenciones-comercial':
        return { status: 200, body: { task_id: 'task-1' } };
      case '/api/utils/task-status/task-1/':
        return {
          status: 200,
          body: { state: 'SUCCESS', result: { filename: EXPORT_FILENAME, done: 3, total: 3 } },
        };
      case '/api/atenciones/move-scheduled/':
        return { status: 200, body: { moved: 2, clientes: 1 } };
      case '/api/comerciales/gerencia/': {
        if (url.searchParams.getAll('comercial').join() === '4') return { status: 200, body: SOLO_CARLOS };
        const anterior = url.searchParams.get('fechas_after') === CUENTAS_ANTERIOR.ventana.desde;
        return { status: 200, body: anterior ? CUENTAS_ANTERIOR : CUENTAS };
      }
      default:
        return { status: 404, body: { detail: `No encontrado: ${url.pathname}` } };
    }
  });
}
