import { SERIES_ESTADISTICAS } from '@ventas/domain/gerencia/familia-colores';
import { Decimal } from 'decimal.js';
import type { FilaComercial } from './grafico-comerciales';

/** What the commercials are ordered by: the ranking's own order, a series (most first) or the name. */
export type OrdenComerciales = 'ranking' | 'nombre' | (typeof SERIES_ESTADISTICAS)[number]['clave'];

export const ORDENES: readonly { clave: OrdenComerciales; etiqueta: string }[] = [
  { clave: 'ranking', etiqueta: 'Ranking' },
  ...SERIES_ESTADISTICAS.map(({ clave, etiqueta }) => ({ clave, etiqueta })),
  { clave: 'nombre', etiqueta: 'Comercial (A-Z)' },
];

export const esOrden = (valor: string): valor is OrdenComerciales =>
  ORDENES.some((orden) => orden.clave === valor);

const porNombre = (a: FilaComercial, b: FilaComercial) =>
  a.nombre.localeCompare(b.nombre, 'es') || a.comercial - b.comercial;

/**
 * The rows in the order asked for. Ranking keeps the API's (vendidas, ventas, valor, then name);
 * a series puts the most first, ties by name; the value compares exactly.
 */
export function ordenarComerciales(
  filas: readonly FilaComercial[],
  orden: OrdenComerciales,
): FilaComercial[] {
  if (orden === 'ranking') return [...filas];
  if (orden === 'nombre') return [...filas].sort(porNombre);
  const mayorPrimero =
    orden === 'valor'
      ? (a: FilaComercial, b: FilaComercial) => new Decimal(b.valor).comparedTo(a.valor)
      : (a: FilaComercial, b: FilaComercial) => b[orden] - a[orden];
  return [...filas].sort((a, b) => mayorPrimero(a, b) || porNombre(a, b));
}
