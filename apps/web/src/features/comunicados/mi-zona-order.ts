import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';

/**
 * Mi zona's order: unread first, then newest. `leidosAqui` (read while the screen is open) keep
 * their unread place, so an opened communication does not jump away under the user's pointer.
 */
export function ordenMiZona(list: readonly Comunicado[], leidosAqui: ReadonlySet<number> = new Set()) {
  const unread = (item: Comunicado) => !item.is_read || leidosAqui.has(item.id);
  return [...list].sort(
    (a, b) =>
      Number(unread(b)) - Number(unread(a)) ||
      Date.parse(b.created_on) - Date.parse(a.created_on) ||
      b.id - a.id,
  );
}
