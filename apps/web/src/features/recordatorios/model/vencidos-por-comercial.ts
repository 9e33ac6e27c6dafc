import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';

export interface VencidosDeComercial {
  comercial: number;
  nombre: string;
  vencidos: number;
}

/**
 * Issue 31 §1: a Manager's view of the team's due callbacks: how many each commercial has, most
 * first (then by name), the Manager's own left out (the bell lists those one by one) and so are
 * those of nobody.
 */
export function vencidosPorComercial(
  agendados: readonly AgendadoView[],
  propio: number | null,
): VencidosDeComercial[] {
  const porComercial = new Map<number, VencidosDeComercial>();
  for (const { comercial } of agendados) {
    if (!comercial || comercial.id === propio) continue;
    const fila = porComercial.get(comercial.id) ?? {
      comercial: comercial.id,
      nombre: comercial.nombre_completo,
      vencidos: 0,
    };
    fila.vencidos += 1;
    porComercial.set(comercial.id, fila);
  }
  return [...porComercial.values()].sort(
    (a, b) => b.vencidos - a.vencidos || a.nombre.localeCompare(b.nombre, 'es'),
  );
}
