import { MAX_TELEFONOS } from '../clientes/cliente-form';
import { validateCodigoPostal } from '../validators/codigo-postal';
import { detectTipoDocumento, validateDocumento, type TipoDocumento } from '../validators/documento';
import { emailSchema, MENSAJE_EMAIL } from '../validators/email';
import { validateTelefono } from '../validators/telefono';
import { CAMPOS_IMPORTACION, type CampoImportacion, type DatosFila } from './importacion-contract';
import { foldCabecera } from './importacion-mapeo';

/**
 * Issue 17 "Lead-list import": one row of the file read into a customer's fields (`DatosFila`),
 * with the customer form's own rules (cliente-form.ts: lengths, phone, document, postal code,
 * email), or the Spanish reason it cannot be imported. Pure: the dry-run job gives it the cells
 * of the mapped columns; the classification against the database is importacion-clasificar.ts.
 */

/** A cell as the reader gives it: its text, or why it is refused as it is (a formula, a date…). */
export type CeldaImportacion = { texto: string } | { rechazo: string };
/** The reason a cell reader gives a formula cell, so the row names its column. */
export const FORMULA_RECHAZO = 'fórmula';
/** One mapped cell: the field its column fills, in the file's column order. */
export interface CeldaMapeada {
  campo: CampoImportacion;
  celda: CeldaImportacion;
}

/** The form's limits (cliente-form.ts), the apply writes nothing longer. */
export const MAX_TEXTO_CAMPO: Record<Exclude<CampoImportacion, 'telefono'>, number> = {
  nombre: 200,
  documento: 30,
  tipo_documento: 20,
  email: 254,
  direccion: 200,
  cp: 10,
  localidad: 120,
  segmento: 60,
  isp_actual: 60,
  notas: 5000,
};
/** A phone cell may hold a few numbers ("600112233 / 912345678"); longer is no phone list. */
const MAX_TEXTO_TELEFONOS = 200;
/** How much of a refused value a reason or a sample keeps. */
const MAX_MOSTRADO = 40;
const MAX_GUARDADO = 200;

const etiqueta = (campo: CampoImportacion) => CAMPOS_IMPORTACION[campo];
const recorte = (texto: string, max = MAX_MOSTRADO) =>
  texto.length > max ? `${texto.slice(0, max)}…` : texto;

export const MENSAJES_FILA = {
  sinNombre: 'Falta el nombre',
  sinContacto: 'No tiene teléfono ni documento',
  formula: (campo: CampoImportacion) => `${etiqueta(campo)}: fórmula no permitida (escriba el valor)`,
  control: (campo: CampoImportacion) => `${etiqueta(campo)}: contiene caracteres de control`,
  largo: (campo: CampoImportacion, max: number) =>
    `${etiqueta(campo)}: más de ${max.toLocaleString('es-ES')} caracteres`,
  celda: (campo: CampoImportacion, rechazo: string) => `${etiqueta(campo)}: ${rechazo}`,
  telefono: (valor: string) => `Teléfono no válido: ${recorte(valor)}`,
  demasiadosTelefonos: `Más de ${MAX_TELEFONOS} teléfonos`,
  documento: (mensaje: string, valor: string) => `${mensaje} (${recorte(valor)})`,
  documentoDesconocido: (valor: string) =>
    `Documento no reconocido como DNI, NIE ni CIF (${recorte(valor)}): indique su tipo en una columna`,
  tipoDocumento: (valor: string) =>
    `Tipo de documento no válido (${recorte(valor)}): DNI, NIE, CIF, pasaporte u otro`,
  /** Not a refusal: the lead is kept without the email, and the row says so (issue 29). */
  emailDescartado: (valor: string) => `${MENSAJE_EMAIL}: ${recorte(valor)}; se importa sin email`,
  cp: (mensaje: string, valor: string) => `${mensaje} (${recorte(valor)})`,
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- stored samples never carry them
const CONTROL_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A half surrogate pair: PostgreSQL's jsonb refuses it. */
const SURROGATE_SUELTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text a spreadsheet would run (a CSV's "=HYPERLINK(…)"): a formula, never data. */
const FORMULA = /^\s*[=@]/;
/** "600112233 / 912345678", "600112233; 912345678". */
const SEPARADOR_TELEFONOS = /[/;,|]+/;
/** Excel drops a postal code's leading zero (08001 → 8001). */
const CP_SIN_CERO = /^\d{4}$/;

/** What an invalid row keeps to be shown: bounded, no control characters, valid JSON text. */
const guardable = (texto: string) =>
  recorte(texto.replace(CONTROL_GLOBAL, '?').replace(SURROGATE_SUELTO, '\uFFFD'), MAX_GUARDADO);

const TIPOS_POR_NOMBRE: Record<string, TipoDocumento | 'detectar'> = {
  dni: 'DNI',
  nif: 'detectar',
  nie: 'NIE',
  cif: 'CIF',
  pasaporte: 'PASAPORTE',
  passport: 'PASAPORTE',
  otro: 'OTRO',
};

/** A row with every field blank (the shape `importacion_filas.datos` holds). */
export const datosFilaVacia = (): DatosFila => ({
  nombre: null,
  documento: null,
  tipo_documento: null,
  telefonos: [],
  email: null,
  direccion: null,
  cp: null,
  localidad: null,
  segmento: null,
  isp_actual: null,
  notas: null,
});

type Texto = Exclude<keyof DatosFila, 'telefonos'>;

/** The row's text per field (phones split into numbers), or the first cell refused as it is. */
function textos(celdas: readonly CeldaMapeada[]): { datos: DatosFila; motivo: string | null } {
  const datos = datosFilaVacia();
  let motivo: string | null = null;
  const rechazar = (razon: string) => {
    motivo ??= razon;
  };
  for (const { campo, celda } of celdas) {
    if ('rechazo' in celda) {
      rechazar(
        celda.rechazo === FORMULA_RECHAZO
          ? MENSAJES_FILA.formula(campo)
          : MENSAJES_FILA.celda(campo, celda.rechazo),
      );
      continue;
    }
    const texto = celda.texto.trim();
    if (texto === '') continue;
    if (FORMULA.test(texto)) rechazar(MENSAJES_FILA.formula(campo));
    if (CONTROL.test(texto)) rechazar(MENSAJES_FILA.control(campo));
    const max = campo === 'telefono' ? MAX_TEXTO_TELEFONOS : MAX_TEXTO_CAMPO[campo];
    if (texto.length > max) rechazar(MENSAJES_FILA.largo(campo, max));
    if (campo === 'telefono')
      for (const parte of texto.split(SEPARADOR_TELEFONOS)) {
        const telefono = parte.trim();
        if (telefono) datos.telefonos.push(telefono);
      }
    else datos[campo as Texto] = texto;
  }
  return { datos, motivo };
}

function documentoLeido(datos: DatosFila): { documento: string; tipo: TipoDocumento } | { motivo: string } {
  const valor = datos.documento as string;
  const nombreTipo = datos.tipo_documento ? TIPOS_POR_NOMBRE[foldCabecera(datos.tipo_documento)] : 'detectar';
  if (nombreTipo === undefined) return { motivo: MENSAJES_FILA.tipoDocumento(datos.tipo_documento ?? '') };
  const tipo = nombreTipo === 'detectar' ? detectTipoDocumento(valor) : nombreTipo;
  if (!tipo) return { motivo: MENSAJES_FILA.documentoDesconocido(valor) };
  const result = validateDocumento(tipo, valor);
  return result.ok
    ? { documento: result.value, tipo }
    : { motivo: MENSAJES_FILA.documento(result.message, valor) };
}

/**
 * Normalises the fields the form normalises; the first failure is the row's reason. A malformed
 * email is no reason to lose a lead whose phone is good: it is dropped and the row warned.
 */
function normalizados(datos: DatosFila): { datos: DatosFila; aviso: string | null } | { motivo: string } {
  if (!datos.nombre) return { motivo: MENSAJES_FILA.sinNombre };
  if (datos.telefonos.length === 0 && !datos.documento) return { motivo: MENSAJES_FILA.sinContacto };
  const telefonos: string[] = [];
  for (const telefono of datos.telefonos) {
    const result = validateTelefono(telefono);
    if (!result.ok) return { motivo: MENSAJES_FILA.telefono(telefono) };
    if (!telefonos.includes(result.value)) telefonos.push(result.value);
  }
  if (telefonos.length > MAX_TELEFONOS) return { motivo: MENSAJES_FILA.demasiadosTelefonos };
  let documento: string | null = null;
  let tipo: TipoDocumento | null = null;
  if (datos.documento) {
    const leido = documentoLeido(datos);
    if ('motivo' in leido) return leido;
    ({ documento, tipo } = leido);
  }
  let cp: string | null = null;
  if (datos.cp) {
    const result = validateCodigoPostal(CP_SIN_CERO.test(datos.cp) ? `0${datos.cp}` : datos.cp);
    if (!result.ok) return { motivo: MENSAJES_FILA.cp(result.message, datos.cp) };
    cp = result.value;
  }
  let email: string | null = null;
  let aviso: string | null = null;
  if (datos.email) {
    const result = emailSchema.safeParse(datos.email);
    if (result.success) email = result.data;
    else aviso = MENSAJES_FILA.emailDescartado(guardable(datos.email));
  }
  return { datos: { ...datos, telefonos, documento, tipo_documento: tipo, cp, email }, aviso };
}

/**
 * What reading a row gives: its fields, why it cannot be imported (null when it can), and what
 * was left out of a row that can (null when nothing was).
 */
export interface FilaLeida {
  datos: DatosFila;
  motivo: string | null;
  aviso: string | null;
}

/**
 * Reads one row. Null when every mapped cell is blank (a blank row is no row). An invalid row
 * keeps its texts as read, each cut to 200 characters with control characters shown as '?', so
 * the classification can show it without storing a 10 MB cell.
 */
export function leerFila(celdas: readonly CeldaMapeada[]): FilaLeida | null {
  const enBlanco = celdas.every(({ celda }) => 'texto' in celda && celda.texto.trim() === '');
  if (enBlanco) return null;
  const { datos, motivo } = textos(celdas);
  const leida = motivo === null ? normalizados(datos) : { motivo };
  if ('datos' in leida) return { datos: leida.datos, motivo: null, aviso: leida.aviso };
  const mostrados = datosFilaVacia();
  for (const campo of Object.keys(datos) as (keyof DatosFila)[]) {
    if (campo === 'telefonos')
      mostrados.telefonos = datos.telefonos.slice(0, MAX_TELEFONOS + 1).map(guardable);
    else mostrados[campo] = datos[campo] === null ? null : guardable(datos[campo]);
  }
  return { datos: mostrados, motivo: leida.motivo, aviso: null };
}
