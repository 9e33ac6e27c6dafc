import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { sendCall } from '../../../api/send-call';

/**
 * SPEC §7 Management's attentions export -> {task_id}: the attentions the selected commercials'
 * figures count, in the window the figures show.
 */
export async function startAtencionesExport(
  ventana: Ventana,
  comerciales: readonly number[],
): Promise<string> {
  const { task_id } = await sendCall(gerenciaCalls.exportarAtenciones, {
    query: { updated_on_after: ventana.desde, updated_on_before: ventana.hasta, comercial: comerciales },
  });
  return task_id;
}
