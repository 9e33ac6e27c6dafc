import { IMPORTACION_MAX_BYTES, IMPORTACION_MAX_FILAS } from './importacion-contract';

/**
 * Issue 17 "Lead-list import": the uploaded file's limits and the Spanish messages of its upload
 * and dry run that the frozen contract (importacion-contract.ts) does not hold.
 */

/** A list of people has a dozen columns; a file with hundreds is no such list. */
export const MAX_COLUMNAS = 200;
/** Example values shown per column, from the first rows. */
export const EJEMPLOS_POR_COLUMNA = 5;
/** Data rows looked at for the examples. */
export const FILAS_PARA_EJEMPLOS = 100;

const MB = IMPORTACION_MAX_BYTES / 1024 / 1024;

export const MENSAJES_FICHERO = {
  noMultipart: 'Envíe el fichero como formulario multipart (campo file).',
  sinFichero: 'Adjunte el fichero .xlsx o .csv en el campo file.',
  grande: `El fichero supera el máximo de ${MB} MB.`,
  formato: 'El fichero no es un libro de Excel (.xlsx) ni un CSV de texto.',
  vacio: 'El fichero está vacío: la primera fila debe llevar los encabezados.',
  sinDatos: 'El fichero solo tiene encabezados: no hay filas que importar.',
  demasiadasColumnas: `El fichero tiene más de ${MAX_COLUMNAS} columnas; deje solo las de los clientes.`,
  demasiadasFilas: (max: number = IMPORTACION_MAX_FILAS) =>
    `El fichero tiene más de ${max.toLocaleString('es-ES')} filas; divídalo.`,
  columnaInexistente: (columna: string) => `La columna ${columna} no existe en el fichero.`,
  origenNoEncontrado: 'No se ha encontrado el origen.',
  importacionNoEncontrada: 'No se ha encontrado la importación.',
  subidaEnUso: 'Este fichero ya tiene una importación; vuelva a subirlo para otra.',
  noSimulada: 'La comprobación de la importación todavía no ha terminado.',
} as const;
