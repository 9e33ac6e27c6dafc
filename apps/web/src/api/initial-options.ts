import { useQuery } from '@tanstack/react-query';
import type { ModelQueryItem, Opciones } from '@ventas/domain/opciones/opciones-contract';
import type { Option } from '../lib/option';
import { opcionesQuery, origenesBbddQuery } from './initial-data-queries';

/** GET /api/utils/opciones/ as `{tipo: [{value, label}]}` (docs/decisions/ 11). */
export type { Opciones };

/** The part of an origen BBDD row the screens use (GET /api/utils/model-query/?model=origenBBDD). */
export type OrigenBbdd = Pick<ModelQueryItem, 'id' | 'nombre'>;

const isOption = (item: unknown): item is Option =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Option).value === 'string' &&
  typeof (item as Option).label === 'string';

/** Tolerates any answer: a list the server did not send is simply empty. */
export function parseOpciones(raw: unknown): Opciones {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([tipo, items]) => [tipo, Array.isArray(items) ? items.filter(isOption) : []]),
  );
}

export function parseOrigenes(raw: unknown): OrigenBbdd[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is OrigenBbdd =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'number' &&
      typeof item.nombre === 'string',
  );
}

const NO_OPCIONES: Opciones = {};
const NO_ORIGENES: OrigenBbdd[] = [];

/** The initial-data choice lists (already in the cache after login; SPEC §4). */
export function useOpciones(): Opciones {
  return useQuery({ ...opcionesQuery, select: parseOpciones }).data ?? NO_OPCIONES;
}

export function useOrigenes(): OrigenBbdd[] {
  return useQuery({ ...origenesBbddQuery, select: parseOrigenes }).data ?? NO_ORIGENES;
}
