import { provinciaByCodigo, validateCodigoPostal } from '../validators/codigo-postal';
import { cleanIneName, dropCutBracket } from './clean-ine-name';

/** Rows of the INE files (see apps/api/src/features/localidades/data/SOURCE.md). */
export interface MunicipioRow {
  codigo_postal: string;
  municipio_id: string;
  municipio_nombre: string;
}
export interface EntidadRow {
  codigo_postal: string;
  municipio_id: string;
  entidad_singular_nombre: string;
  nucleo_nombre: string;
}

/** What GET /api/utils/localidades-from-cp/ answers for one municipality of a postal code. */
export interface PostalCodeEntry {
  municipio_id: string;
  municipio: string;
  provincia: string;
  /** The municipality's own name first, then its localities in alphabetical order. */
  localidades: string[];
}
export type PostalCodeIndex = Map<string, PostalCodeEntry[]>;

export interface PostalCodeBuild {
  index: PostalCodeIndex;
  /** Municipality rows whose postal code is not 5 digits starting 01-52 (e.g. '00043'). */
  invalidCodes: string[];
  /** Locality rows for a postal code/municipality pair the municipality file does not list. */
  unmatchedEntidadRows: number;
}

// INE cuts locality names at 25 characters.
export const INE_NAME_MAX_LENGTH = 25;
// " (Els": the longest article left open by the cut.
const CUT_ARTICLE_MAX_LENGTH = 5;
// Scattered houses, not a place anyone writes in an address.
const DISEMINADO = '*Diseminado*';
const collator = new Intl.Collator('es');

interface Draft {
  codigoPostal: string;
  entry: Omit<PostalCodeEntry, 'localidades'>;
  rawMunicipio: string;
  /** Other place names of the pair, keyed by their folded form. */
  localidades: Map<string, string>;
}

/**
 * The municipality file decides which municipalities a postal code covers (2,266 codes cover
 * several: all are kept); the locality file only adds place names to those pairs. Its few pairs
 * absent from the municipality file are mostly typing slips in the census (a Valladolid village
 * under an Almería code), so they are left out rather than offered to agents.
 */
export function buildPostalCodeIndex(
  municipios: readonly MunicipioRow[],
  entidades: readonly EntidadRow[],
): PostalCodeBuild {
  const drafts = new Map<string, Draft>();
  const invalidCodes: string[] = [];
  for (const row of municipios) {
    // The province comes from the municipality code: 45 postal codes cross a province line.
    const provincia = provinciaByCodigo(row.municipio_id.slice(0, 2));
    if (!validateCodigoPostal(row.codigo_postal).ok || !provincia) {
      invalidCodes.push(row.codigo_postal);
      continue;
    }
    const municipio = cleanIneName(row.municipio_nombre);
    drafts.set(pairKey(row), {
      codigoPostal: row.codigo_postal,
      entry: { municipio_id: row.municipio_id, municipio, provincia: provincia.nombre },
      rawMunicipio: row.municipio_nombre,
      localidades: new Map(),
    });
  }
  let unmatchedEntidadRows = 0;
  for (const row of entidades) {
    const draft = drafts.get(pairKey(row));
    if (!draft) {
      unmatchedEntidadRows++;
      continue;
    }
    addLocalidad(draft, row.entidad_singular_nombre);
    addLocalidad(draft, row.nucleo_nombre);
  }
  return { index: toIndex(drafts.values()), invalidCodes, unmatchedEntidadRows };
}

/** JSON with the postal codes in order (a plain object would put '10001' before '01001'). */
export function serializePostalCodeIndex(index: PostalCodeIndex): string {
  const members = [...index].map(([cp, entries]) => `${JSON.stringify(cp)}:${JSON.stringify(entries)}`);
  return `{${members.join(',')}}`;
}

const pairKey = (row: { codigo_postal: string; municipio_id: string }) =>
  `${row.codigo_postal}|${row.municipio_id}`;

/** Compare names as people do: "Almeria" and "Almería", "de Los" and "de los" are one place. */
export const foldName = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function addLocalidad(draft: Draft, rawName: string): void {
  if (rawName.trim() === '' || rawName === DISEMINADO) return;
  const name = restoreTruncated(rawName, draft.rawMunicipio) ?? cleanIneName(rawName);
  if (name === '') return;
  const key = foldName(name);
  if (key === foldName(draft.entry.municipio)) return;
  const known = draft.localidades.get(key);
  // Locality names are mostly written without accents; keep the accented spelling when both exist.
  if (known === undefined || accentCount(name) > accentCount(known)) {
    draft.localidades.set(key, name);
  }
}

/**
 * A locality cut at 25 characters that starts the municipality's own name ("Chinchilla de
 * Monte-Arago", "Hospitalet de Llobregat (") is the municipality: show its full name.
 */
export function restoreTruncated(rawName: string, rawMunicipio: string): string | null {
  if (rawName.length < INE_NAME_MAX_LENGTH) return null;
  const stem = dropCutBracket(rawName);
  // Only a cut article may go ("Hospitalet de Llobregat (L"); "Can Volart (Poligon Indus"
  // lost too much to say what it was.
  if (rawName.length - stem.length > CUT_ARTICLE_MAX_LENGTH) return null;
  return foldName(rawMunicipio).startsWith(foldName(stem)) ? cleanIneName(rawMunicipio) : null;
}

const accentCount = (name: string): number => name.normalize('NFD').match(/\p{M}/gu)?.length ?? 0;

function toIndex(drafts: Iterable<Draft>): PostalCodeIndex {
  const byCode = new Map<string, PostalCodeEntry[]>();
  for (const { codigoPostal, entry, localidades } of drafts) {
    const others = [...localidades.values()].sort(collator.compare);
    const entries = byCode.get(codigoPostal) ?? [];
    entries.push({ ...entry, localidades: [entry.municipio, ...others] });
    byCode.set(codigoPostal, entries);
  }
  const byMunicipio = (a: PostalCodeEntry, b: PostalCodeEntry) =>
    collator.compare(a.municipio, b.municipio) || a.municipio_id.localeCompare(b.municipio_id);
  return new Map(
    [...byCode]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cp, entries]) => [cp, entries.sort(byMunicipio)]),
  );
}
