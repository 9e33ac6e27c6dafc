/** A customer the user opened lately, as the palette lists it (no request needed to show it). */
export interface RecentCliente {
  id: number;
  nombre: string;
  telefono: string | null;
  documento: string | null;
}

/** The fields of a customer record the palette keeps (a list row or a detail). */
export interface ClienteSummary {
  id: number;
  nombre: string;
  telefonos_contacto: readonly string[];
  documento: string | null;
}

export const MAX_RECENT_CLIENTES = 8;

// localStorage belongs to an origin and the tenant is the host (decision 4), so a key per user
// is a key per tenant and user. Logout clears localStorage (SPEC §4): the list lasts a login.
const storageKey = (userId: number) => `ventas.paleta.clientes-recientes.${userId}`;

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isRecent(value: unknown): value is RecentCliente {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RecentCliente>;
  return (
    Number.isInteger(entry.id) &&
    (entry.id ?? 0) > 0 &&
    typeof entry.nombre === 'string' &&
    isText(entry.telefono) &&
    isText(entry.documento)
  );
}

export function toRecent(cliente: ClienteSummary): RecentCliente {
  return {
    id: cliente.id,
    nombre: cliente.nombre,
    telefono: cliente.telefonos_contacto[0] ?? null,
    documento: cliente.documento,
  };
}

/** The user's recent customers, most recent first; whatever storage holds that is not one is skipped. */
export function loadRecentClientes(userId: number): RecentCliente[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecent).slice(0, MAX_RECENT_CLIENTES) : [];
  } catch {
    return [];
  }
}

/** Puts a customer first (once), keeping the last eight. */
export function rememberCliente(userId: number, recent: RecentCliente): void {
  const others = loadRecentClientes(userId).filter((entry) => entry.id !== recent.id);
  try {
    localStorage.setItem(
      storageKey(userId),
      JSON.stringify([recent, ...others].slice(0, MAX_RECENT_CLIENTES)),
    );
  } catch {
    // A full or blocked storage only loses the list of recents.
  }
}
