import { z } from 'zod';

/**
 * What is being typed in a form, kept in localStorage as it is typed so that a reload, another
 * tab or a crashed tab does not lose it (issue 29 §2; the configurator's offer first, decision
 * 202). localStorage belongs to an origin and the tenant is the host (decision 4), so a key that
 * names the user names the tenant and the user; logout clears localStorage (SPEC §4), so a draft
 * lasts a login at most, and BORRADOR_DIAS at most.
 */
export const BORRADOR_DIAS = 7;
const DIA_MS = 86_400_000;

/** A stored draft: when it was last written, over which saved version, and the form's values. */
export interface Borrador<T> {
  /** When it was last written (an instant, ISO 8601). */
  guardadoEl: string;
  /** EDIT: the saved record's version the draft was typed over (its updated_on); null when new. */
  base: string | null;
  draft: T;
}

const sobreSchema = z.object({
  guardadoEl: z.iso.datetime({ offset: true }),
  base: z.string().nullable(),
  draft: z.unknown().refine((draft) => draft !== undefined),
});

const caducado = (guardadoEl: string, now: number) => now - Date.parse(guardadoEl) > BORRADOR_DIAS * DIA_MS;

/** Storage may be full, blocked or hold anything: a failure only loses the copy. */
function quitar(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

function leer<T>(key: string, esquema: z.ZodType<T>, now: number): Borrador<T> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    stored = undefined;
  }
  if (stored === null) return null;
  const parsed = sobreSchema.safeParse(stored);
  const draft = parsed.success ? esquema.safeParse(parsed.data.draft) : null;
  if (parsed.success && draft?.success && !caducado(parsed.data.guardadoEl, now)) {
    return { guardadoEl: parsed.data.guardadoEl, base: parsed.data.base, draft: draft.data };
  }
  // Malformed (another version, a hand edit) or too old: never offered again.
  quitar(key);
  return null;
}

/**
 * The one way to keep a draft: every key starts with `prefijo` and ends with what names the
 * draft (whose, of what); reading checks the envelope, the age and the draft with the form's
 * schema (what a draft it cannot hold, of another version or a hand edit, is dropped).
 */
export function almacenBorradores(prefijo: string) {
  return {
    /** The stored draft, or null; one that is malformed or older than BORRADOR_DIAS is dropped. */
    leer: <T>(clave: string, esquema: z.ZodType<T>, now = Date.now()): Borrador<T> | null =>
      leer(prefijo + clave, esquema, now),

    guardar<T>(clave: string, draft: T, base: string | null, now = new Date()): void {
      const borrador: Borrador<T> = { guardadoEl: now.toISOString(), base, draft };
      try {
        localStorage.setItem(prefijo + clave, JSON.stringify(borrador));
      } catch {
        // A full or blocked storage only loses the copy; the form still holds what was typed.
      }
    },

    borrar: (clave: string): void => quitar(prefijo + clave),

    /** Drops every stored draft under the prefix that is malformed or too old (never opened again). */
    barrer(esquema: z.ZodType = z.unknown(), now = Date.now()): void {
      const keys: string[] = [];
      try {
        for (let index = 0; index < localStorage.length; index += 1) {
          const key = localStorage.key(index);
          if (key?.startsWith(prefijo)) keys.push(key);
        }
      } catch {
        return;
      }
      for (const key of keys) leer(key, esquema, now);
    },
  };
}

export type AlmacenBorradores = ReturnType<typeof almacenBorradores>;

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

const esObjeto = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `valor` has the shape of `modelo` (the form's values when it opened): the same keys, a
 * text where it has a text, a list where it has a list (of its first item's shape). A null on
 * either side is any plain value. A draft of an older version of the form is not restored into
 * fields it does not fit.
 */
export function mismaForma(valor: unknown, modelo: unknown): boolean {
  if (Array.isArray(modelo)) {
    return (
      Array.isArray(valor) && (modelo.length === 0 || valor.every((item) => mismaForma(item, modelo[0])))
    );
  }
  if (esObjeto(modelo)) {
    if (!esObjeto(valor)) return false;
    const keys = Object.keys(modelo);
    return (
      keys.length === Object.keys(valor).length &&
      keys.every((key) => Object.hasOwn(valor, key) && mismaForma(valor[key], modelo[key]))
    );
  }
  if (typeof valor === 'object' && valor !== null) return false;
  return modelo === null || valor === null || typeof valor === typeof modelo;
}

/**
 * A mark of a saved record's version for a record with no updated time: a hash of its values as
 * the form shows them (FNV-1a of their JSON). Another value anywhere gives another mark.
 */
export function huella(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value) ?? '') {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `huella:${hash.toString(16).padStart(8, '0')}`;
}

/** A record's version as a draft's base: its updated_on when it has one, else `huella` of its values. */
export function versionDe(record: object, values: unknown): string {
  const updated = (record as { updated_on?: unknown }).updated_on;
  return typeof updated === 'string' ? updated : huella(values);
}
