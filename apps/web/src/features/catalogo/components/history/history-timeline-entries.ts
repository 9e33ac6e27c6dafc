import { entryOn, type DatedEntry } from '@ventas/domain/servicios/price-history';

/**
 * Where an entry stands today (SPEC §3 Price history): the one in force now (the domain's
 * `entryOn`, the rule the API's `priceInForce` applies in SQL), a scheduled change, an earlier one, or an
 * inactive one that never applies.
 */
export type EntryStatus = 'vigente' | 'programada' | 'anterior' | 'inactiva';

export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  vigente: 'En vigor',
  programada: 'Programado',
  anterior: 'Anterior',
  inactiva: 'Inactivo',
};

export interface TimelineEntry<E> {
  entry: E;
  status: EntryStatus;
}

/** Newest first (latest effective date, then latest recorded), each with its status at `now`. */
export function timelineEntries<E extends DatedEntry>(entries: readonly E[], now: Date): TimelineEntry<E>[] {
  const inForce = entryOn(entries, now);
  const sorted = [...entries].sort((a, b) => Date.parse(b.fecha) - Date.parse(a.fecha) || b.id - a.id);
  return sorted.map((entry) => {
    let status: EntryStatus = 'anterior';
    if (!entry.is_active) status = 'inactiva';
    else if (Date.parse(entry.fecha) > now.getTime()) status = 'programada';
    else if (entry.id === inForce?.id) status = 'vigente';
    return { entry, status };
  });
}
