import type { QueryClient } from '@tanstack/react-query';

/**
 * The `meta` of another feature's read that shows callbacks (the dashboard's next ones, the
 * calendar's month). Those features import this module, not the other way round, so a callback
 * created, moved or closed here refreshes them without this feature knowing their keys.
 */
export const MUESTRA_AGENDADOS = { muestraAgendados: true } as const;

/** Every read carrying MUESTRA_AGENDADOS is fetched again (only those on screen at once). */
export function refrescarVistasDeAgendados(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.['muestraAgendados'] === true });
}
