import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Page } from '@ventas/domain/http/page';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { catalogueKeys } from '../api/catalogue-keys';

const SEPARATOR = '\u0000';

/**
 * The distinct values of a free-text column (a tariff's payment type, a procedure's type) in the
 * pages of a table loaded so far. Those columns have no list of their own (the domain keeps them
 * as free text), so their filter offers what the user has seen; a value typed in a shared URL is
 * kept as the current choice all the same.
 */
export function useSeenValues(path: ExportTable, field: string): string[] {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const snapshot = useCallback(() => {
    const values = new Set<string>();
    for (const query of cache.findAll({ queryKey: [...catalogueKeys.table(path), 'page'] })) {
      const page = query.state.data as Page<Record<string, unknown>> | undefined;
      for (const row of page?.results ?? []) {
        const value = row[field];
        if (typeof value === 'string' && value !== '') values.add(value);
      }
    }
    // A string snapshot: equal values give an equal snapshot, so no render loop.
    return [...values].sort((a, b) => a.localeCompare(b, 'es')).join(SEPARATOR);
  }, [cache, path, field]);
  const joined = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => (joined === '' ? [] : joined.split(SEPARATOR)), [joined]);
}
