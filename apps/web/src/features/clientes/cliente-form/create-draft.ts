import type { ClienteFormValues } from './cliente-form-values';

/**
 * SPEC §4: closing a create form keeps the draft as the next new form. Kept in memory and in
 * sessionStorage (a reload keeps it; closing the tab does not), one per user.
 */
const memory = new Map<number, ClienteFormValues>();
const storageKey = (userId: number) => `ventas.teletrabajo.borrador-cliente.${userId}`;

function isDraft(value: unknown): value is ClienteFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<ClienteFormValues>;
  return (
    typeof draft.nombre === 'string' &&
    Array.isArray(draft.telefonos_contacto) &&
    draft.telefonos_contacto.every((telefono) => typeof telefono === 'string') &&
    typeof draft.direccion === 'object' &&
    draft.direccion !== null
  );
}

export const createDraft = {
  load(userId: number): ClienteFormValues | null {
    const inMemory = memory.get(userId);
    if (inMemory) return inMemory;
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? 'null');
      return isDraft(stored) ? stored : null;
    } catch {
      return null;
    }
  },

  save(userId: number, values: ClienteFormValues): void {
    memory.set(userId, values);
    try {
      sessionStorage.setItem(storageKey(userId), JSON.stringify(values));
    } catch {
      // A full or blocked storage only loses the reload copy; the in-memory one stays.
    }
  },

  clear(userId: number): void {
    memory.delete(userId);
    try {
      sessionStorage.removeItem(storageKey(userId));
    } catch {
      // Nothing to clear.
    }
  },
};
