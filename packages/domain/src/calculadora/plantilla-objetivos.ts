import { Decimal } from 'decimal.js';
import { MAX_ID } from '../http/id';
import { parseAmount } from '../money/decimal-amount';

/**
 * SPEC §5 and §9 "Objective template": one sheet per month, one row per commercial from sheet
 * row 4; columns 1–2 the commercial's id and name (the id is what the upload reads, the name is
 * for the reader); from column 3 (the spec's offset) each family (tipo de objetivo), in the
 * tenant's order, takes three cells: objetivo, peso (0–1, 1 is 100 %) and llave (0/1); the
 * working-days cell sits 5 columns beyond the last family's last cell. Rows 1–3 hold the spec's
 * explanatory text and the headers. Pure: the API turns a workbook's cells into `Celda`s.
 */

export const PRIMERA_FILA = 4;
export const FILA_CABECERAS = 3;
export const PRIMERA_COLUMNA = 3;
export const CELDAS_POR_FAMILIA = 3;
export const SEPARACION_DIAS = 5;

/** SPEC §5's text, word for word in Spanish, in rows 1 and 2. */
export const TEXTO_LLAVE = 'llave: 0 si no es obligatorio, 1 si es obligatorio';
export const TEXTO_PESO = 'peso: un valor entre 0 y 1, donde 1 es el 100 %';

export interface FamiliaPlantilla {
  id: number;
  nombre: string;
}

export interface ColumnasFamilia {
  familia: FamiliaPlantilla;
  objetivo: number;
  peso: number;
  llave: number;
}

export interface DisposicionPlantilla {
  familias: ColumnasFamilia[];
  /** The working-days cell's column. */
  dias: number;
}

/** Where each family's cells and the working-days cell sit (1-based columns, as Excel counts). */
export function disposicionPlantilla(familias: readonly FamiliaPlantilla[]): DisposicionPlantilla {
  const columnas = familias.map((familia, index) => {
    const primera = PRIMERA_COLUMNA + index * CELDAS_POR_FAMILIA;
    return { familia, objetivo: primera, peso: primera + 1, llave: primera + 2 };
  });
  const ultima = PRIMERA_COLUMNA + familias.length * CELDAS_POR_FAMILIA - 1;
  return { familias: columnas, dias: ultima + SEPARACION_DIAS };
}

/** 1 → 'A', 27 → 'AA'. */
export function letraColumna(columna: number): string {
  let letras = '';
  for (let resto = columna; resto > 0; resto = Math.floor((resto - 1) / 26))
    letras = String.fromCharCode(65 + ((resto - 1) % 26)) + letras;
  return letras;
}

export const direccion = (columna: number, fila: number) => `${letraColumna(columna)}${fila}`;

/** Row 3's headers by column (index 0 is column 1); blank between the families and working days. */
export function cabecerasPlantilla(disposicion: DisposicionPlantilla): string[] {
  const cabeceras: string[] = Array.from({ length: disposicion.dias }, () => '');
  cabeceras[0] = 'ID comercial';
  cabeceras[1] = 'Comercial';
  for (const { familia, objetivo, peso, llave } of disposicion.familias) {
    const nombre = `${familia.nombre} [${familia.id}]`;
    cabeceras[objetivo - 1] = `${nombre}: objetivo`;
    cabeceras[peso - 1] = `${nombre}: peso`;
    cabeceras[llave - 1] = `${nombre}: llave`;
  }
  cabeceras[disposicion.dias - 1] = 'Días laborables (informativo)';
  return cabeceras;
}

/** The family id a row-3 header names ('FIBRA [4]: peso' → 4): ASCII, whatever the name holds. */
const idDeCabecera = (texto: string): number | null => {
  const found = /\[(\d{1,10})\]:\s*(objetivo|peso|llave)\s*$/.exec(texto);
  return found ? Number(found[1]) : null;
};

/**
 * Whether row 3 names the families of `disposicion` in its order, and no more: a template
 * downloaded before a family was added, removed or renamed in order is refused whole.
 */
export function cabecerasCoinciden(disposicion: DisposicionPlantilla, cabecera: (columna: number) => string) {
  const propias = disposicion.familias.every(({ familia, objetivo, peso, llave }) =>
    [objetivo, peso, llave].every((columna) => idDeCabecera(cabecera(columna)) === familia.id),
  );
  const siguiente = PRIMERA_COLUMNA + disposicion.familias.length * CELDAS_POR_FAMILIA;
  return propias && idDeCabecera(cabecera(siguiente)) === null;
}

/** An objective as the template holds it; `peso` is the stored percent (decision 81). */
export interface ObjetivoPlantilla {
  familia: number;
  objetivo: string;
  peso: string;
  llave: boolean;
}

export type ValorCelda = string | number | null;

/** One commercial's row, by column (index 0 is column 1): numbers for every figure. */
export function filaPlantilla(
  disposicion: DisposicionPlantilla,
  comercial: { id: number; nombre: string },
  objetivos: readonly ObjetivoPlantilla[],
  diasLaborables: string,
): ValorCelda[] {
  const fila: ValorCelda[] = Array.from({ length: disposicion.dias }, () => null);
  fila[0] = comercial.id;
  fila[1] = comercial.nombre;
  const porFamilia = new Map(objetivos.map((objetivo) => [objetivo.familia, objetivo]));
  for (const { familia, objetivo, peso, llave } of disposicion.familias) {
    const valores = porFamilia.get(familia.id);
    if (!valores) continue;
    fila[objetivo - 1] = Number(valores.objetivo);
    fila[peso - 1] = new Decimal(valores.peso).dividedBy(100).toNumber();
    fila[llave - 1] = valores.llave ? 1 : 0;
  }
  fila[disposicion.dias - 1] = Number(diasLaborables);
  return fila;
}

/** A cell as the reader sees it: the API says which kind it is, never evaluating a formula. */
export type Celda =
  | { tipo: 'vacia' }
  | { tipo: 'numero'; valor: number }
  | { tipo: 'texto'; valor: string }
  | { tipo: 'booleano'; valor: boolean }
  /** A formula, an Excel error, a date: never data. */
  | { tipo: 'rechazada'; motivo: string };

export const MOTIVOS = {
  formula: 'Fórmula no permitida',
  idComercial: 'El ID del comercial no es válido',
  comercialDesconocido: (id: number) => `No existe el comercial ${id}`,
  comercialRepetido: (fila: number) => `El comercial ya aparece en la fila ${fila}`,
  noNumero: 'No es un número',
  faltaObjetivo: 'Falta el objetivo',
  objetivoNegativo: 'El objetivo no puede ser negativo',
  objetivoGrande: 'El objetivo es demasiado grande',
  objetivoDecimales: 'El objetivo admite como mucho 2 decimales',
  faltaPeso: 'Falta el peso',
  pesoFuera: 'El peso debe estar entre 0 y 1, donde 1 es el 100 %',
  pesoDecimales: 'El peso admite como mucho 4 decimales (0,0001 es el 0,01 %)',
  llave: 'La llave debe ser 0 (no obligatorio) o 1 (obligatorio)',
  pesosSinCien: (suma: Decimal) =>
    `Los pesos del comercial suman ${suma.toString().replace('.', ',')} %; deben sumar el 100 % (1)`,
} as const;

export interface Rechazo {
  celda: string;
  fila: number;
  comercial: number | null;
  motivo: string;
}

export interface FilaLeida {
  fila: number;
  comercial: number | null;
  objetivos: ObjetivoPlantilla[];
  rechazos: Rechazo[];
}

const esVacia = (celda: Celda) => celda.tipo === 'vacia' || (celda.tipo === 'texto' && !celda.valor.trim());

/** A number from a number cell or a numeric text ('0,5'); or why not. */
function numeroDe(celda: Celda): Decimal | string {
  if (celda.tipo === 'rechazada') return celda.motivo;
  if (celda.tipo === 'numero') return parseAmount(celda.valor) ?? MOTIVOS.noNumero;
  if (celda.tipo === 'texto') return parseAmount(celda.valor) ?? MOTIVOS.noNumero;
  return MOTIVOS.noNumero;
}

const OBJETIVO_MAXIMO = new Decimal('9999999999.99');

function objetivoDe(celda: Celda): string | { motivo: string } {
  if (esVacia(celda)) return { motivo: MOTIVOS.faltaObjetivo };
  const valor = numeroDe(celda);
  if (typeof valor === 'string') return { motivo: valor };
  if (valor.isNegative()) return { motivo: MOTIVOS.objetivoNegativo };
  if (valor.greaterThan(OBJETIVO_MAXIMO)) return { motivo: MOTIVOS.objetivoGrande };
  if (valor.decimalPlaces() > 2) return { motivo: MOTIVOS.objetivoDecimales };
  return valor.toFixed(2);
}

/** The 0–1 weight as the stored percent with 2 decimals (decision 81: exact at the edge). */
function pesoDe(celda: Celda): string | { motivo: string } {
  if (esVacia(celda)) return { motivo: MOTIVOS.faltaPeso };
  const valor = numeroDe(celda);
  if (typeof valor === 'string') return { motivo: valor };
  if (valor.isNegative() || valor.greaterThan(1)) return { motivo: MOTIVOS.pesoFuera };
  if (valor.decimalPlaces() > 4) return { motivo: MOTIVOS.pesoDecimales };
  return valor.times(100).toFixed(2);
}

/** Blank is 0 (not mandatory); 0/1, as a number, a text or a boolean. */
function llaveDe(celda: Celda): boolean | { motivo: string } {
  if (esVacia(celda)) return false;
  if (celda.tipo === 'rechazada') return { motivo: celda.motivo };
  if (celda.tipo === 'booleano') return celda.valor;
  const texto =
    celda.tipo === 'numero' ? String(celda.valor) : celda.tipo === 'texto' ? celda.valor.trim() : '';
  if (texto === '0' || texto === '1') return texto === '1';
  return { motivo: MOTIVOS.llave };
}

function comercialDe(celda: Celda): number | null {
  const texto =
    celda.tipo === 'numero' ? String(celda.valor) : celda.tipo === 'texto' ? celda.valor.trim() : '';
  if (!/^\d{1,10}$/.test(texto)) return null;
  const id = Number(texto);
  return id > 0 && id <= MAX_ID ? id : null;
}

/**
 * One sheet row (≥ 4) as objectives, or the reasons of every refused cell. Three blank cells
 * are no objective of that family; the working-days cell and the name are not read. The
 * weights of a commercial with objectives must add up to 100 % (decision 81).
 */
export function leerFila(
  disposicion: DisposicionPlantilla,
  fila: number,
  celda: (columna: number) => Celda,
): FilaLeida {
  const rechazos: Rechazo[] = [];
  const comercial = comercialDe(celda(1));
  const rechazar = (columna: number, motivo: string) =>
    rechazos.push({ celda: direccion(columna, fila), fila, comercial, motivo });
  const celdaId = celda(1);
  if (comercial === null) rechazar(1, celdaId.tipo === 'rechazada' ? celdaId.motivo : MOTIVOS.idComercial);
  const objetivos: ObjetivoPlantilla[] = [];
  for (const columnas of disposicion.familias) {
    const celdas = [columnas.objetivo, columnas.peso, columnas.llave].map(celda);
    if (celdas.every(esVacia)) continue;
    const objetivo = objetivoDe(celdas[0]!);
    const peso = pesoDe(celdas[1]!);
    const llave = llaveDe(celdas[2]!);
    if (typeof objetivo !== 'string') rechazar(columnas.objetivo, objetivo.motivo);
    if (typeof peso !== 'string') rechazar(columnas.peso, peso.motivo);
    if (typeof llave !== 'boolean') rechazar(columnas.llave, llave.motivo);
    if (typeof objetivo === 'string' && typeof peso === 'string' && typeof llave === 'boolean')
      objetivos.push({ familia: columnas.familia.id, objetivo, peso, llave });
  }
  if (rechazos.length === 0 && objetivos.length > 0) {
    const suma = objetivos.reduce((total, objetivo) => total.plus(objetivo.peso), new Decimal(0));
    if (!suma.equals(100)) rechazar(1, MOTIVOS.pesosSinCien(suma));
  }
  // A row with any refused cell writes nothing of its commercial.
  return { fila, comercial, objetivos: rechazos.length > 0 ? [] : objetivos, rechazos };
}

/**
 * The sheet's rows together: an id no account of the tenant has, or a commercial on two rows,
 * is refused at its ID cell. Every reason of every row, in sheet order.
 */
export function rechazosDeLaHoja(filas: readonly FilaLeida[], existe: (id: number) => boolean): Rechazo[] {
  const vistos = new Map<number, number>();
  const rechazos: Rechazo[] = [];
  for (const fila of filas) {
    rechazos.push(...fila.rechazos);
    if (fila.comercial === null) continue;
    const celda = direccion(1, fila.fila);
    const anterior = vistos.get(fila.comercial);
    if (!existe(fila.comercial))
      rechazos.push({
        celda,
        fila: fila.fila,
        comercial: fila.comercial,
        motivo: MOTIVOS.comercialDesconocido(fila.comercial),
      });
    else if (anterior !== undefined)
      rechazos.push({
        celda,
        fila: fila.fila,
        comercial: fila.comercial,
        motivo: MOTIVOS.comercialRepetido(anterior),
      });
    else vistos.set(fila.comercial, fila.fila);
  }
  return rechazos;
}
