import type { PaqueteForm } from './oferta-contract';
import {
  KIND_OF_LINEA,
  promotionMonths,
  type CotizacionPaquete,
  type CotizacionPromocion,
  type LineaKind,
} from './oferta-cotizacion';

/**
 * An offer's quote from the catalogue (issue 13, SPEC §4 "Offer save", §9): which segment and
 * operator it is sold in, and each package's priced items, checked against the catalogue. Pure:
 * the server reads the catalogue rows (priced at the quote's instant) and saves what this answers.
 */
export interface QuoteLinea {
  id: number;
  kind: LineaKind;
  name: string;
  operator: string;
  segment: string;
  is_active: boolean;
  /** The price in force at the quote's instant; null if it had none. */
  price: string | null;
  promotions: readonly number[];
  /** The SVAs a tariff offers (empty for other kinds). */
  svas: readonly number[];
}

export interface QuotePromocion {
  id: number;
  name: string;
  operator: string;
  is_active: boolean;
  amount: string;
  amount_unit: 'MONETARY' | 'PERCENTS';
  duration: number | null;
  duration_unit: string | null;
}

export interface QuoteTerminal {
  id: number;
  name: string;
  operator: string;
  is_active: boolean;
}

export interface QuoteInstallment {
  id: number;
  terminal_id: number;
  installment_type: string;
  object_id: number;
  initial_price: string;
  month_price: string;
  final_price: string;
  /** How many monthly instalments; null (or absent) where the catalogue never recorded it. */
  cuotas?: number | null;
  is_active: boolean;
}

export interface QuoteSeguro {
  id: number;
  name: string;
  operator: string;
  is_active: boolean;
  price: string | null;
}

export interface QuoteCatalogue {
  /** By `lineaKey(kind, id)`; SVAs added to a line are here too, as kind 'sva'. */
  lineas: ReadonlyMap<string, QuoteLinea>;
  promociones: ReadonlyMap<number, QuotePromocion>;
  terminales: ReadonlyMap<number, QuoteTerminal>;
  installments: readonly QuoteInstallment[];
  seguros: ReadonlyMap<number, QuoteSeguro>;
  /** Operator → the operator whose terminals it sells (SPEC §9: DBL sells B's). */
  terminalesDe: ReadonlyMap<string, string>;
}

export const lineaKey = (kind: LineaKind, id: number) => `${kind}:${id}`;

/** SPEC §4: "operator DBL forces segment NEGOCIOS". */
export const OPERADOR_SOLO_NEGOCIOS = 'DBL';

const NOMBRE_DE: Record<LineaKind, string> = {
  tarifa: 'la tarifa',
  adicional: 'la línea adicional',
  sva: 'el SVA',
};

export const MENSAJES_COTIZACION = {
  noExiste: (que: string) => `No existe ${que}`,
  inactivo: (que: string) => `${capital(que)} no está activ${que.startsWith('la') ? 'a' : 'o'}`,
  sinPrecio: (que: string) => `${capital(que)} no tiene precio en la fecha de la oferta`,
  otroOperador: (que: string, operador: string) =>
    `${capital(que)} no es del operador de la oferta (${operador})`,
  otroSegmento: (segmento: string) => `La tarifa no es del segmento de la oferta (${segmento})`,
  promocionAjena: 'La promoción no se aplica a esta tarifa',
  svaAjeno: 'El SVA no se ofrece con esta tarifa',
  svaSinDispositivo: 'Una línea SVA no lleva dispositivo',
  sinCuotas: 'El dispositivo no tiene cuotas para esta tarifa',
} as const;

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface QuoteInput {
  paquetes: readonly PaqueteForm[];
  catalogue: QuoteCatalogue;
  /** What each kept package quoted before, by package id: reused item by item (EDIT, no re-quote). */
  previous: ReadonlyMap<number, CotizacionPaquete>;
  /** The customer's segment, for an offer without packages. */
  clienteSegmento: string | null;
}

export type QuoteResult =
  | { ok: true; segmento: string | null; operador: string | null; cotizaciones: CotizacionPaquete[] }
  | { ok: false; errors: Record<string, string[]> };

type Linea = CotizacionPaquete['linea'];

class Problems {
  readonly errors: Record<string, string[]> = {};
  /** Records a problem; null, so a check can `return problems.add(...)` for the item it refuses. */
  add(path: string, message: string): null {
    (this.errors[path] ??= []).push(message);
    return null;
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

/** The line a package names: its previous quote if unchanged, else the catalogue's, checked. */
function lineaOf(
  paquete: PaqueteForm,
  previous: CotizacionPaquete | undefined,
  catalogue: QuoteCatalogue,
  report: (message: string) => null,
): Linea | null {
  const kind = KIND_OF_LINEA[paquete.tipoLinea];
  if (paquete.tarifa === null) return null;
  if (previous && previous.linea.kind === kind && previous.linea.id === paquete.tarifa) return previous.linea;
  const row = catalogue.lineas.get(lineaKey(kind, paquete.tarifa));
  const que = NOMBRE_DE[kind];
  if (!row) return report(MENSAJES_COTIZACION.noExiste(que));
  if (!row.is_active) return report(MENSAJES_COTIZACION.inactivo(que));
  if (row.price === null) return report(MENSAJES_COTIZACION.sinPrecio(que));
  return {
    id: row.id,
    nombre: row.name,
    kind,
    operator: row.operator,
    segment: row.segment,
    precio: row.price,
  };
}

/** Segment and operator (SPEC §4): the first package's line, DBL forcing NEGOCIOS; else the customer's segment. */
export function segmentoYOperador(
  first: { operator: string; segment: string } | null,
  clienteSegmento: string | null,
): { segmento: string | null; operador: string | null } {
  if (!first) return { segmento: clienteSegmento, operador: null };
  return {
    operador: first.operator,
    segmento: first.operator === OPERADOR_SOLO_NEGOCIOS ? 'NEGOCIOS' : first.segment,
  };
}

interface Context {
  catalogue: QuoteCatalogue;
  operador: string;
  segmento: string;
  problems: Problems;
}

function quotePromociones(
  paquete: PaqueteForm,
  linea: Linea,
  previous: CotizacionPaquete | undefined,
  { catalogue, problems }: Context,
  path: string,
): CotizacionPromocion[] {
  const linked = catalogue.lineas.get(lineaKey(linea.kind, linea.id))?.promotions;
  const quoted: CotizacionPromocion[] = [];
  paquete.promociones.forEach((chosen, index) => {
    // Priorities fill in as listed, so the order a package was priced in survives an edit.
    const priority_order = chosen.priority_order ?? index + 1;
    const kept = previous?.promociones.find((promocion) => promocion.id === chosen.id);
    if (kept) return quoted.push({ ...kept, priority_order });
    const row = catalogue.promociones.get(chosen.id);
    if (!row) return problems.add(path, MENSAJES_COTIZACION.noExiste('la promoción'));
    if (!row.is_active) return problems.add(path, MENSAJES_COTIZACION.inactivo('la promoción'));
    if (linked && !linked.includes(row.id)) return problems.add(path, MENSAJES_COTIZACION.promocionAjena);
    quoted.push({
      id: row.id,
      nombre: row.name,
      amount: row.amount,
      amount_unit: row.amount_unit,
      months: promotionMonths(row.duration, row.duration_unit),
      priority_order,
    });
  });
  return quoted;
}

function quoteTerminal(
  paquete: PaqueteForm,
  linea: Linea,
  previous: CotizacionPaquete | undefined,
  { catalogue, operador, problems }: Context,
  path: string,
): CotizacionPaquete['terminal'] {
  if (paquete.cacharro === null) return null;
  const kept = previous?.terminal;
  if (kept && kept.id === paquete.cacharro && (paquete.installment ?? kept.installment) === kept.installment)
    return kept;
  if (linea.kind === 'sva') return problems.add(path, MENSAJES_COTIZACION.svaSinDispositivo);
  const terminal = catalogue.terminales.get(paquete.cacharro);
  if (!terminal) return problems.add(path, MENSAJES_COTIZACION.noExiste('el dispositivo'));
  if (!terminal.is_active) return problems.add(path, MENSAJES_COTIZACION.inactivo('el dispositivo'));
  const terminalesDe = catalogue.terminalesDe.get(operador) ?? operador;
  if (terminal.operator !== terminalesDe)
    return problems.add(path, MENSAJES_COTIZACION.otroOperador('el dispositivo', terminalesDe));
  const installment = catalogue.installments.find(
    (row) =>
      row.is_active &&
      row.terminal_id === terminal.id &&
      row.installment_type === linea.kind &&
      row.object_id === linea.id &&
      (paquete.installment === null || row.id === paquete.installment),
  );
  if (!installment) return problems.add(path, MENSAJES_COTIZACION.sinCuotas);
  return {
    id: terminal.id,
    nombre: terminal.name,
    installment: installment.id,
    initial_price: installment.initial_price,
    month_price: installment.month_price,
    final_price: installment.final_price,
    cuotas: installment.cuotas ?? null,
  };
}

function quoteSeguro(
  paquete: PaqueteForm,
  terminalOperator: string | null,
  previous: CotizacionPaquete | undefined,
  { catalogue, operador, problems }: Context,
  path: string,
): CotizacionPaquete['seguro'] {
  if (paquete.seguro === null) return null;
  if (previous?.seguro?.id === paquete.seguro) return previous.seguro;
  const row = catalogue.seguros.get(paquete.seguro);
  if (!row) return problems.add(path, MENSAJES_COTIZACION.noExiste('el seguro'));
  if (!row.is_active) return problems.add(path, MENSAJES_COTIZACION.inactivo('el seguro'));
  if (row.operator !== operador && row.operator !== terminalOperator)
    return problems.add(path, MENSAJES_COTIZACION.otroOperador('el seguro', operador));
  if (row.price === null) return problems.add(path, MENSAJES_COTIZACION.sinPrecio('el seguro'));
  return { id: row.id, nombre: row.name, precio: row.price };
}

function quoteSvas(
  paquete: PaqueteForm,
  linea: Linea,
  previous: CotizacionPaquete | undefined,
  { catalogue, operador, problems }: Context,
  path: string,
): CotizacionPaquete['svas'] {
  const offered =
    linea.kind === 'tarifa' ? catalogue.lineas.get(lineaKey('tarifa', linea.id))?.svas : undefined;
  const quoted: CotizacionPaquete['svas'] = [];
  for (const id of paquete.svas) {
    const kept = previous?.svas.find((sva) => sva.id === id);
    if (kept) {
      quoted.push(kept);
      continue;
    }
    const row = catalogue.lineas.get(lineaKey('sva', id));
    if (!row) problems.add(path, MENSAJES_COTIZACION.noExiste('el SVA'));
    else if (!row.is_active) problems.add(path, MENSAJES_COTIZACION.inactivo('el SVA'));
    else if (offered && !offered.includes(id)) problems.add(path, MENSAJES_COTIZACION.svaAjeno);
    else if (row.operator !== operador)
      problems.add(path, MENSAJES_COTIZACION.otroOperador('el SVA', operador));
    else if (row.price === null) problems.add(path, MENSAJES_COTIZACION.sinPrecio('el SVA'));
    else quoted.push({ id: row.id, nombre: row.name, precio: row.price });
  }
  return quoted;
}

/** Every package's quote, or every problem found, by field path (`paquetes.N.field`). */
export function quoteOferta({ paquetes, catalogue, previous, clienteSegmento }: QuoteInput): QuoteResult {
  const problems = new Problems();
  const lineas = paquetes.map((paquete, index) =>
    lineaOf(paquete, paquete.id === null ? undefined : previous.get(paquete.id), catalogue, (message) =>
      problems.add(`paquetes.${index}.tarifa`, message),
    ),
  );
  const first = lineas[0] ?? null;
  const { segmento, operador } = segmentoYOperador(first, clienteSegmento);
  if (problems.any || operador === null || segmento === null) {
    return problems.any
      ? { ok: false, errors: problems.errors }
      : { ok: true, segmento, operador, cotizaciones: [] };
  }
  const context: Context = { catalogue, operador, segmento, problems };
  const cotizaciones = paquetes.map((paquete, index): CotizacionPaquete => {
    const linea = lineas[index] as Linea;
    const at = (field: string) => `paquetes.${index}.${field}`;
    if (linea.operator !== operador)
      problems.add(at('tarifa'), MENSAJES_COTIZACION.otroOperador(NOMBRE_DE[linea.kind], operador));
    else if (operador !== OPERADOR_SOLO_NEGOCIOS && linea.segment !== segmento)
      problems.add(at('tarifa'), MENSAJES_COTIZACION.otroSegmento(segmento));
    const before = paquete.id === null ? undefined : previous.get(paquete.id);
    const terminal = quoteTerminal(paquete, linea, before, context, at('cacharro'));
    const terminalOperator =
      paquete.cacharro === null ? null : (catalogue.terminales.get(paquete.cacharro)?.operator ?? null);
    return {
      linea,
      promociones: quotePromociones(paquete, linea, before, context, at('promociones')),
      terminal,
      seguro: quoteSeguro(paquete, terminalOperator, before, context, at('seguro')),
      svas: quoteSvas(paquete, linea, before, context, at('svas')),
    };
  });
  return problems.any
    ? { ok: false, errors: problems.errors }
    : { ok: true, segmento, operador, cotizaciones };
}
