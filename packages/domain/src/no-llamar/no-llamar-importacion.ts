import { z } from 'zod';
import { MENSAJE_TELEFONO, validateTelefono } from '../validators/telefono';

/**
 * POST /api/no-llamar/importar/ (SuperAdmin): phones in the first column of an xlsx or CSV,
 * header optional. Every row is classified; the file is written in one transaction or not at all.
 */
export const IMPORTAR_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORTAR_MAX_FILAS = 100_000;
export const MAX_MUESTRAS = 100;
/** A cell longer than any phone is no phone; a sample shows this much of it. */
const MAX_TEXTO_TELEFONO = 40;

export const MENSAJES_IMPORTAR = {
  noMultipart: 'Envíe el fichero como formulario multipart (campo file).',
  sinFichero: 'Adjunte el fichero .xlsx o .csv en el campo file.',
  formato: 'El fichero no es un libro de Excel (.xlsx) ni un CSV de texto.',
  libroIlegible: 'El fichero no es un libro de Excel (.xlsx) válido.',
  grande: `El fichero supera el máximo de ${IMPORTAR_MAX_BYTES / 1024 / 1024} MB.`,
  demasiadas: `El fichero tiene más de ${IMPORTAR_MAX_FILAS.toLocaleString('es-ES')} filas; divídalo.`,
  vacio: 'El fichero no tiene ningún teléfono.',
  formula: 'Fórmula no permitida: escriba el número',
  fecha: 'Es una fecha, no un teléfono',
  errorExcel: 'La celda tiene un error de Excel',
  largo: 'Texto demasiado largo para ser un teléfono',
  control: 'Contiene caracteres de control',
  noValido: 'Valor no válido',
  telefono: MENSAJE_TELEFONO,
} as const;

/** A first-column cell as the reader gives it: its text, or why the cell is refused as it is. */
export type CeldaTelefono = { texto: string } | { rechazo: string };
export interface FilaTelefono {
  /** The row number as the spreadsheet shows it (1-based). */
  fila: number;
  celda: CeldaTelefono;
}

export type ClaseFila = 'nuevo' | 'ya_estaba' | 'repetido' | 'invalido';

export const muestraInvalidaSchema = z.object({
  fila: z.number().int(),
  valor: z.string(),
  motivo: z.string(),
});
export type MuestraInvalida = z.infer<typeof muestraInvalidaSchema>;

export const resultadoImportarSchema = z.object({
  filas: z.number().int(),
  nuevos: z.number().int(),
  ya_estaban: z.number().int(),
  repetidos: z.number().int(),
  invalidos: z.number().int(),
  muestras_invalidas: z.array(muestraInvalidaSchema),
});
export type ResultadoImportar = z.infer<typeof resultadoImportarSchema>;

/** The rows read, each valid one normalised; what the database is asked about. */
export interface FilasLeidas {
  filas: number;
  /** Valid phones, first occurrence only, in file order. */
  telefonos: string[];
  repetidos: number;
  invalidos: MuestraInvalida[];
}

/** A formula as text (a CSV cell, or a text cell a spreadsheet would run): never a phone. */
const FORMULA = /^[=@]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function motivoDe(texto: string): string | null {
  if (texto.length > MAX_TEXTO_TELEFONO) return MENSAJES_IMPORTAR.largo;
  if (CONTROL.test(texto)) return MENSAJES_IMPORTAR.control;
  if (FORMULA.test(texto)) return MENSAJES_IMPORTAR.formula;
  return null;
}

/** A header is a first row with no digit in it ('Teléfono', 'telefono', 'Móvil'). */
export const esCabecera = (texto: string) => !/\d/.test(texto);

/** What a sample shows of a refused cell: its start, control characters made visible. */
const visible = (texto: string) =>
  texto.slice(0, MAX_TEXTO_TELEFONO).replace(new RegExp(CONTROL.source, 'g'), '\uFFFD');

/**
 * Reads the rows: blank ones are skipped, a first row without digits is the header, each other
 * row is normalised (validateTelefono) or refused with its reason; a phone already seen in the
 * file counts as repeated. Cells are data: a formula is refused, never evaluated.
 */
export function leerFilasTelefono(filas: Iterable<FilaTelefono>): FilasLeidas {
  const vistos = new Set<string>();
  const leidas: FilasLeidas = { filas: 0, telefonos: [], repetidos: 0, invalidos: [] };
  let primera = true;
  for (const { fila, celda } of filas) {
    if ('texto' in celda && celda.texto.trim() === '') continue;
    if (primera && 'texto' in celda && esCabecera(celda.texto)) {
      primera = false;
      continue;
    }
    primera = false;
    leidas.filas += 1;
    if ('rechazo' in celda) {
      leidas.invalidos.push({ fila, valor: '', motivo: celda.rechazo });
      continue;
    }
    const texto = celda.texto.trim();
    const motivo = motivoDe(texto);
    const resultado = motivo === null ? validateTelefono(texto) : null;
    if (!resultado?.ok) {
      leidas.invalidos.push({ fila, valor: visible(texto), motivo: motivo ?? MENSAJES_IMPORTAR.telefono });
    } else if (vistos.has(resultado.value)) {
      leidas.repetidos += 1;
    } else {
      vistos.add(resultado.value);
      leidas.telefonos.push(resultado.value);
    }
  }
  return leidas;
}

/** The answer: `insertados` of the file's distinct valid phones were new, the rest already there. */
export function resultadoImportar(leidas: FilasLeidas, insertados: number): ResultadoImportar {
  return {
    filas: leidas.filas,
    nuevos: insertados,
    ya_estaban: leidas.telefonos.length - insertados,
    repetidos: leidas.repetidos,
    invalidos: leidas.invalidos.length,
    muestras_invalidas: leidas.invalidos.slice(0, MAX_MUESTRAS),
  };
}

/** Whether a phone, as typed or stored, is among the opted-out (stored normalised). */
export function estaEnNoLlamar(telefono: string, noLlamar: ReadonlySet<string>): boolean {
  const resultado = validateTelefono(telefono);
  return resultado.ok && noLlamar.has(resultado.value);
}
