import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { foldName } from '@ventas/domain/postal-codes/postal-code-index';

/** The top bar's search (SPEC §2): commercials whose name holds the text, case and accents aside. */
export function buscarPorNombre<T extends { nombre: string }>(
  comerciales: readonly T[],
  busqueda: string,
): T[] {
  const texto = foldName(busqueda.trim());
  if (!texto) return [...comerciales];
  return comerciales.filter((comercial) => foldName(comercial.nombre).includes(texto));
}

/**
 * The month's commercials the search keeps, split: those with objectives fill the tables; the
 * others (no target to project nor report) are only named (decisions-gerencia-mes 3).
 */
export function comercialesDelMes(comerciales: readonly ComercialProyectado[], busqueda: string) {
  const buscados = buscarPorNombre(comerciales, busqueda);
  return {
    conObjetivos: buscados.filter((c) => c.objetivos.length > 0),
    sinObjetivos: buscados.filter((c) => c.objetivos.length === 0),
  };
}
