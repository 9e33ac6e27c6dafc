import { SIN_TIENDA } from './retailx-contract';

/** A store of the distributor, and which of the channel's commercials work in it. */
export interface TiendaConComerciales {
  id: number;
  nombre: string;
  comerciales: readonly number[];
}

/** A row of the per-store table: a store (or null: no store) and its commercials' ids. */
export interface GrupoTienda {
  tienda: number | null;
  nombre: string;
  comerciales: number[];
}

/**
 * The per-store rows of the channel's commercials (`ids`, in their order): each store that has at
 * least one of them, by name, then the ones who work in none as 'Sin tienda'. A distributor with
 * no stores gets no rows — the per-store view would be one 'Sin tienda' row equal to the total.
 */
export function gruposPorTienda(
  ids: readonly number[],
  tiendas: readonly TiendaConComerciales[],
): GrupoTienda[] {
  if (tiendas.length === 0) return [];
  const enAlguna = new Set<number>();
  const grupos: GrupoTienda[] = [];
  const ordenadas = [...tiendas].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);
  for (const tienda of ordenadas) {
    const suyos = new Set(tienda.comerciales);
    const comerciales = ids.filter((id) => suyos.has(id) && !enAlguna.has(id));
    comerciales.forEach((id) => enAlguna.add(id));
    if (comerciales.length) grupos.push({ tienda: tienda.id, nombre: tienda.nombre, comerciales });
  }
  const sueltos = ids.filter((id) => !enAlguna.has(id));
  if (sueltos.length) grupos.push({ tienda: null, nombre: SIN_TIENDA, comerciales: sueltos });
  return grupos;
}

/** The store each commercial works in (null: none), as the per-commercial rows carry it. */
export function tiendaDeCadaComercial(grupos: readonly GrupoTienda[]): Map<number, number | null> {
  return new Map(grupos.flatMap((grupo) => grupo.comerciales.map((id) => [id, grupo.tienda] as const)));
}
