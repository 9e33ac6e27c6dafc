import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import { jobsCalls } from '@ventas/domain/jobs/jobs.calls';
import { agendadosCalls } from '@ventas/domain/telework/agendados.calls';
import { createFakeServer, isCall, type RecordedCall, type Reply } from '../../../test/fake-server';
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
    if (isCall(call, gerenciaFiltersCalls.opciones)) return { status: 200, body: OPCIONES };
    // Either export starts the same job, which is done at once.
    if (isCall(call, gerenciaCalls.exportarCuentas) || isCall(call, gerenciaCalls.exportarAtenciones)) {
      return { status: 200, body: { task_id: 'task-1' } };
    }
    if (isCall(call, jobsCalls.taskStatus)?.task_id === 'task-1') {
      return {
        status: 200,
        body: { state: 'SUCCESS', result: { filename: EXPORT_FILENAME, done: 3, total: 3 } },
      };
    }
    if (isCall(call, agendadosCalls.move)) return { status: 200, body: { moved: 2, clientes: 1 } };
    if (isCall(call, gerenciaCalls.cuentas)) {
      if (url.searchParams.getAll('comercial').join() === '4') return { status: 200, body: SOLO_CARLOS };
      const anterior = url.searchParams.get('fechas_after') === CUENTAS_ANTERIOR.ventana.desde;
      return { status: 200, body: anterior ? CUENTAS_ANTERIOR : CUENTAS };
    }
    return { status: 404, body: { detail: `No encontrado: ${url.pathname}` } };
  });
}
