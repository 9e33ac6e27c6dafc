import type { GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import type { FiguraGerencia } from '@ventas/domain/gerencia/gerencia-figuras';
import { foldName } from '@ventas/domain/postal-codes/postal-code-index';
import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';

/** What the table sorts by: a text column or any figure. */
export type ClaveOrden = 'nombre' | 'estado' | 'tipo_comercial' | FiguraGerencia;
export interface Orden {
  clave: ClaveOrden;
  direccion: 'asc' | 'desc';
}
export const ORDEN_INICIAL: Orden = { clave: 'nombre', direccion: 'asc' };

/** The top bar's search: commercials whose name holds the text, case and accents aside. */
export function filtrarPorNombre(filas: readonly GerenciaFila[], busqueda: string): GerenciaFila[] {
  const texto = foldName(busqueda.trim());
  if (!texto) return [...filas];
  return filas.filter((fila) => foldName(fila.nombre).includes(texto));
}

const textoDe = (fila: GerenciaFila, clave: 'nombre' | 'estado' | 'tipo_comercial') =>
  clave === 'estado'
    ? estadoCuentaLabel(fila.estado)
    : clave === 'tipo_comercial'
      ? tipoComercialLabel(fila.tipo_comercial)
      : fila.nombre;

const porNombre = (a: GerenciaFila, b: GerenciaFila) => a.nombre.localeCompare(b.nombre, 'es');

/** The rows in the order asked for; equal values keep the names' order (es). */
export function ordenarFilas(filas: readonly GerenciaFila[], orden: Orden): GerenciaFila[] {
  const signo = orden.direccion === 'asc' ? 1 : -1;
  const { clave } = orden;
  const comparar =
    clave === 'nombre' || clave === 'estado' || clave === 'tipo_comercial'
      ? (a: GerenciaFila, b: GerenciaFila) => textoDe(a, clave).localeCompare(textoDe(b, clave), 'es')
      : (a: GerenciaFila, b: GerenciaFila) => a[clave] - b[clave];
  return [...filas].sort((a, b) => comparar(a, b) * signo || porNombre(a, b) || a.comercial - b.comercial);
}

/** A header clicked: that column ascending, or the other way if it was already the order. */
export function siguienteOrden(actual: Orden, clave: ClaveOrden): Orden {
  if (actual.clave !== clave) return { clave, direccion: clave === 'nombre' ? 'asc' : 'desc' };
  return { clave, direccion: actual.direccion === 'asc' ? 'desc' : 'asc' };
}
