/**
 * A package's sale type (issue 29 §5 "Tipo de venta is free text"): a closed list each
 * distributor manages, kept as `opciones` rows of the list `tipo_venta`. A package stores the
 * option's value, a code that never changes; the screens show its label, which the distributor
 * may rename. Migration 0035 turned the free text of earlier packages into these codes with
 * `tipoVentaDeTexto` (mirrored in its SQL; its test runs both over TIPO_VENTA_EJEMPLOS).
 */

/** The `opciones.tipo` of the sale types (GET /api/utils/opciones/ serves it under this name). */
export const LISTA_TIPO_VENTA = 'tipo_venta';

export const TIPO_VENTA_MAX = 60;

export interface TipoVentaDefecto {
  valor: string;
  etiqueta: string;
}

/**
 * What every distributor starts with (a new one at creation, the existing ones in migration 0035),
 * in this order. ALTA and PORTABILIDAD are the codes API clients already sent.
 */
export const TIPOS_VENTA_POR_DEFECTO: readonly TipoVentaDefecto[] = [
  { valor: 'ALTA', etiqueta: 'Alta nueva' },
  { valor: 'PORTABILIDAD', etiqueta: 'Portabilidad' },
  { valor: 'MIGRACION', etiqueta: 'Migración' },
  { valor: 'RENOVACION', etiqueta: 'Renovación' },
  { valor: 'AMPLIACION', etiqueta: 'Ampliación' },
];

export const MENSAJES_TIPO_VENTA = {
  noValido: 'Tipo de venta no válido: elija uno de la lista',
  obligatorio: 'Indique el nombre del tipo de venta',
  largo: `Máximo ${TIPO_VENTA_MAX} caracteres`,
  sinLetras: 'El nombre debe tener al menos una letra o una cifra',
  repetido: (etiqueta: string) => `Ya existe el tipo de venta «${etiqueta}»`,
  noEncontrado: 'No se ha encontrado el tipo de venta',
  enUso: (etiqueta: string, paquetes: number) =>
    `El tipo de venta «${etiqueta}» está en ${paquetes} ${paquetes === 1 ? 'paquete' : 'paquetes'}: ` +
    'no se puede eliminar. Desactívelo para dejar de ofrecerlo.',
  orden: 'Envíe todos los tipos de venta, cada uno una vez, en el orden nuevo',
} as const;

// The accented letters Spanish (and its neighbours) write, and their plain letters. Migration 0035
// folds with PostgreSQL's translate() over the same two strings, so both agree on every input.
const CON_ACENTO = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç';
const SIN_ACENTO = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc';
const PLANO = new Map([...CON_ACENTO].map((letra, i) => [letra, SIN_ACENTO[i] ?? letra]));

/**
 * The text a sale type is compared by: accents off, lower case, every run of anything but an
 * ASCII letter or digit one space, trimmed. "  Portabilidad " and "PORTABILIDAD" share it.
 * Only ASCII letters are lowered (as the migration's SQL does, whatever the server's locale).
 */
export function claveTipoVenta(texto: string): string {
  const plano = [...texto].map((letra) => PLANO.get(letra) ?? letra).join('');
  return plano
    .replace(/[A-Z]/g, (letra) => letra.toLowerCase())
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The code of a sale type named `texto`: its key in capitals, words joined by '_' ('' for none). */
export const codigoTipoVenta = (texto: string): string =>
  claveTipoVenta(texto).toUpperCase().replaceAll(' ', '_');

/**
 * How people wrote the default types in free text (keys, see claveTipoVenta): each names its
 * default code. The codes' own keys are in, so an already migrated value maps to itself.
 */
export const ALIAS_TIPO_VENTA: Readonly<Record<string, string>> = {
  alta: 'ALTA',
  altas: 'ALTA',
  'alta nueva': 'ALTA',
  'altas nuevas': 'ALTA',
  'nueva alta': 'ALTA',
  nueva: 'ALTA',
  'alta linea': 'ALTA',
  'alta de linea': 'ALTA',
  'linea nueva': 'ALTA',
  port: 'PORTABILIDAD',
  porta: 'PORTABILIDAD',
  portab: 'PORTABILIDAD',
  portabilidad: 'PORTABILIDAD',
  portabilidades: 'PORTABILIDAD',
  portado: 'PORTABILIDAD',
  portada: 'PORTABILIDAD',
  mig: 'MIGRACION',
  migra: 'MIGRACION',
  migracion: 'MIGRACION',
  migraciones: 'MIGRACION',
  renov: 'RENOVACION',
  renove: 'RENOVACION',
  renuevo: 'RENOVACION',
  renovacion: 'RENOVACION',
  renovaciones: 'RENOVACION',
  ampl: 'AMPLIACION',
  ampli: 'AMPLIACION',
  ampliacion: 'AMPLIACION',
  ampliaciones: 'AMPLIACION',
};

/** The spelling a new option keeps as its label: trimmed, inner spaces collapsed. */
export const etiquetaTipoVenta = (texto: string): string => texto.trim().replace(/\s+/g, ' ');

/**
 * The option a free-text sale type becomes (migration 0035): null for a blank (or a text with no
 * letter or digit, such as "-"); a default type for its usual spellings (ALIAS_TIPO_VENTA); any
 * other text an option of its own distributor, coded from its key and labelled as written (of
 * several spellings of one key, the migration keeps the most used as the label).
 */
export function tipoVentaDeTexto(texto: string | null): TipoVentaDefecto | null {
  const clave = claveTipoVenta(texto ?? '');
  if (clave === '') return null;
  const alias = ALIAS_TIPO_VENTA[clave];
  const defecto = TIPOS_VENTA_POR_DEFECTO.find((tipo) => tipo.valor === alias);
  if (defecto) return defecto;
  return { valor: codigoTipoVenta(clave), etiqueta: etiquetaTipoVenta(texto ?? '') };
}

/** The label of a stored value: the option's, or the value itself when it has none. */
export function etiquetaDeTipoVenta(
  valor: string,
  opciones: readonly { value: string; label: string }[] | undefined,
): string {
  return opciones?.find((opcion) => opcion.value === valor)?.label ?? valor;
}

/**
 * A new option's code: the label's, with a number added while it is taken (a type renamed away
 * keeps its code, so its old name may name a new one).
 */
export function codigoNuevoTipoVenta(etiqueta: string, tomados: ReadonlySet<string>): string {
  const base = codigoTipoVenta(etiqueta);
  if (!tomados.has(base)) return base;
  let n = 2;
  while (tomados.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

export interface PaqueteTipoVenta {
  /** The stored package this one is (EDIT), or null for a new one. */
  id: number | null;
  tipoVenta: string | null;
}

/**
 * Which packages of a save carry a sale type the distributor does not offer (their indexes). Blank
 * is allowed (the type is optional). A package keeps the type it was stored with even when that
 * type has since been deactivated: only a new or changed type must be an active one.
 */
export function paquetesConTipoVentaNoValido(
  paquetes: readonly PaqueteTipoVenta[],
  activos: ReadonlySet<string>,
  guardados: ReadonlyMap<number, string | null>,
): number[] {
  return paquetes.flatMap((paquete, index) => {
    const tipo = paquete.tipoVenta;
    if (tipo === null || activos.has(tipo)) return [];
    if (paquete.id !== null && guardados.get(paquete.id) === tipo) return [];
    return [index];
  });
}

/**
 * The choices of a package's "Tipo de venta": the active types in the list's order, plus the one
 * the package holds when it is no longer offered (a deactivated type keeps its label; a value no
 * option names shows as itself), so opening an old offer neither hides nor changes its type.
 */
export function tiposVentaElegibles(
  opciones: readonly { value: string; label: string; activo?: false }[] | undefined,
  actual: string,
): Array<{ value: string; label: string }> {
  const activos = (opciones ?? [])
    .filter((opcion) => opcion.activo !== false)
    .map(({ value, label }) => ({ value, label }));
  if (actual === '' || activos.some((opcion) => opcion.value === actual)) return activos;
  return [...activos, { value: actual, label: etiquetaDeTipoVenta(actual, opciones) }];
}
