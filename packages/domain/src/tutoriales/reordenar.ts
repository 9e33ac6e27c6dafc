/**
 * The reorder rule (issue 17): a new order names every tutorial of the distributor exactly once
 * and nothing else, so a stale screen (someone added or removed one meanwhile) or a forged list
 * is refused whole instead of half applied.
 */

export const MENSAJES_ORDEN = {
  repetido: (id: number) => `El tutorial ${id} aparece más de una vez`,
  desconocido: (id: number) => `El tutorial ${id} no existe`,
  falta: 'Faltan tutoriales en el nuevo orden: recargue la página e inténtelo de nuevo',
} as const;

export type ResultadoOrden = { ok: true } | { ok: false; mensaje: string };

/** Whether `pedidos` is a permutation of `actuales`; the first problem found otherwise. */
export function comprobarNuevoOrden(actuales: readonly number[], pedidos: readonly number[]): ResultadoOrden {
  const existentes = new Set(actuales);
  const vistos = new Set<number>();
  for (const id of pedidos) {
    if (vistos.has(id)) return { ok: false, mensaje: MENSAJES_ORDEN.repetido(id) };
    if (!existentes.has(id)) return { ok: false, mensaje: MENSAJES_ORDEN.desconocido(id) };
    vistos.add(id);
  }
  if (vistos.size !== existentes.size) return { ok: false, mensaje: MENSAJES_ORDEN.falta };
  return { ok: true };
}

/**
 * The up/down buttons: `ids` with the one at `indice` swapped with its neighbour. Moving the
 * first up or the last down answers the same order (the button is disabled there anyway).
 */
export function moverTutorial(ids: readonly number[], indice: number, sentido: 'arriba' | 'abajo'): number[] {
  const destino = sentido === 'arriba' ? indice - 1 : indice + 1;
  const copia = [...ids];
  if (indice < 0 || indice >= ids.length || destino < 0 || destino >= ids.length) return copia;
  [copia[indice], copia[destino]] = [copia[destino]!, copia[indice]!];
  return copia;
}
