import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { entriesAsQuery } from '@ventas/domain/http/filter-url';
import { sendCall } from '../../../api/send-call';
import type { Entradas } from './gerencia-cuentas-query';

/** Gerencia · Comerciales as an xlsx -> {task_id}, with the table's query. */
export async function startGerenciaExport(entradas: Entradas): Promise<string> {
  const { task_id } = await sendCall(gerenciaCalls.exportarCuentas, { query: entriesAsQuery(entradas) });
  return task_id;
}
