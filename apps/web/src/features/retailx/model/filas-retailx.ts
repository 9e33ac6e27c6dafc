import { FIGURAS_GERENCIA } from '@ventas/domain/gerencia/gerencia-figuras';
import { foldName } from '@ventas/domain/postal-codes/postal-code-index';
import type { Retailx } from '@ventas/domain/retailx/retailx-contract';
import type { FilaCifras } from '../components/cifras-table';

type Figuras = FilaCifras['figuras'];
const figurasDe = (row: Figuras): Figuras =>
  Object.fromEntries(FIGURAS_GERENCIA.map((f) => [f, row[f]])) as Figuras;

/** The per-store rows: each store's commercials open its lists together. */
export const filasTiendas = (datos: Retailx): FilaCifras[] =>
  datos.tiendas.map((t) => ({
    clave: `tienda-${t.tienda ?? 'ninguna'}`,
    nombre: t.nombre,
    comerciales: t.comerciales,
    figuras: figurasDe(t),
  }));

/** The per-commercial rows by name, those whose name holds the top bar's search (case and accents aside). */
export function filasComerciales(datos: Retailx, busqueda: string): FilaCifras[] {
  const texto = foldName(busqueda.trim());
  return datos.comerciales
    .filter((c) => !texto || foldName(c.nombre).includes(texto))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.comercial - b.comercial)
    .map((c) => ({
      clave: `comercial-${c.comercial}`,
      nombre: c.nombre,
      comerciales: [c.comercial],
      figuras: figurasDe(c),
    }));
}

/** The channel's row: every TIENDA commercial, each customer once. */
export const filaCanal = (datos: Retailx): FilaCifras => ({
  clave: 'canal',
  nombre: 'Total canal',
  comerciales: datos.comerciales.map((c) => c.comercial),
  figuras: datos.total,
});
