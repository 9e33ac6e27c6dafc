import { z } from 'zod';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { TIPOS_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { ESTADOS_OFERTA } from '@ventas/domain/telework/oferta-estados';
import type { OfertaDraft, PaqueteDraft } from './oferta-draft';

/**
 * An offer being typed, kept in localStorage as it is typed so that a reload, another tab or a
 * crashed tab does not lose it. localStorage belongs to an origin and the tenant is the host
 * (decision 4), so a key per user is a key per tenant and user; logout clears localStorage
 * (SPEC §4), so a draft lasts a login at most, and BORRADOR_DIAS at most.
 */
export const BORRADOR_DIAS = 7;
const DIA_MS = 86_400_000;
const PREFIJO = 'ventas.ofertas.borrador.';

/** Whose draft, for which customer, of which offer: a saved one (EDIT) or a new one (null). */
export interface BorradorRef {
  userId: number;
  clienteId: number;
  ofertaId: number | null;
}

const storageKey = ({ userId, clienteId, ofertaId }: BorradorRef) =>
  `${PREFIJO}${userId}.${clienteId}.${ofertaId ?? 'nueva'}`;

const idSchema = z.number().int().positive();
const ids = (max: number) => z.array(idSchema).max(max);

const paqueteSchema = z.object({
  paqueteId: idSchema.nullable(),
  tipoVenta: z.string(),
  tipoLinea: z.enum(TIPOS_LINEA),
  tarifa: idSchema.nullable(),
  promociones: ids(OFERTA_LIMITS.promociones),
  cacharro: idSchema.nullable(),
  installment: idSchema.nullable(),
  seguro: idSchema.nullable(),
  svas: ids(OFERTA_LIMITS.svas),
  lineasAsociadas: z.array(z.string()).max(OFERTA_LIMITS.lineas),
  crossSell: z.boolean(),
}) satisfies z.ZodType<PaqueteDraft>;

/** The configurator's draft as the form holds it (oferta-draft.ts); anything else is not restored. */
const ofertaDraftSchema = z.object({
  operador: z.string(),
  segmento: z.string(),
  tipoIva: z.string(),
  estado: z.literal(ESTADOS_OFERTA.map((estado) => estado.id)).nullable(),
  precioAnterior: z.string(),
  numeroComercial: z.string(),
  notas: z.string(),
  fechaAgendado: z.string(),
  recotizar: z.boolean(),
  cliente: z.object({
    telefonos_contacto: z.array(z.string()),
    direccion: z.object({ direccion: z.string(), cp: z.string(), localidad: z.string() }),
  }),
  paquetes: z.array(paqueteSchema).max(OFERTA_LIMITS.paquetes),
}) satisfies z.ZodType<OfertaDraft>;

const borradorSchema = z.object({
  /** When it was last written (an instant, ISO 8601). */
  guardadoEl: z.iso.datetime({ offset: true }),
  /** EDIT: the saved offer's updated_on the draft was typed over; null for a new offer. */
  base: z.string().nullable(),
  draft: ofertaDraftSchema,
});
export type Borrador = z.infer<typeof borradorSchema>;

const caducado = (borrador: Borrador, now: number) =>
  now - Date.parse(borrador.guardadoEl) > BORRADOR_DIAS * DIA_MS;

/** Storage may be full, blocked or hold anything: a failure only loses the copy. */
function quitar(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

function leer(key: string, now: number): Borrador | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    stored = undefined;
  }
  if (stored === null) return null;
  const parsed = borradorSchema.safeParse(stored);
  if (parsed.success && !caducado(parsed.data, now)) return parsed.data;
  // Malformed (another version, a hand edit) or too old: never offered again.
  quitar(key);
  return null;
}

export const borradorOferta = {
  /** The stored draft, or null; one that is malformed or older than BORRADOR_DIAS is dropped. */
  leer: (ref: BorradorRef, now = Date.now()): Borrador | null => leer(storageKey(ref), now),

  guardar(ref: BorradorRef, draft: OfertaDraft, base: string | null, now = new Date()): void {
    const borrador: Borrador = { guardadoEl: now.toISOString(), base, draft };
    try {
      localStorage.setItem(storageKey(ref), JSON.stringify(borrador));
    } catch {
      // A full or blocked storage only loses the copy; the form still holds the offer.
    }
  },

  borrar: (ref: BorradorRef): void => quitar(storageKey(ref)),

  /** Drops every stored draft that is malformed or too old (of customers not opened again). */
  barrer(now = Date.now()): void {
    const keys: string[] = [];
    try {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key?.startsWith(PREFIJO)) keys.push(key);
      }
    } catch {
      return;
    }
    for (const key of keys) leer(key, now);
  },
};

/** Deep equality of two JSON values (what a draft holds): no key order, no prototype games. */
export function mismoValor(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(bRecord, key) && mismoValor((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}
