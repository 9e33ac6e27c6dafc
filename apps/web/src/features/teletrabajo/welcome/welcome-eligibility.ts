import { isComercial, isOnlyManager } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';

/**
 * SPEC §6: only managers (role exactly 3) and comerciales (role 4), not admins, get the welcome.
 * Whose agendados count: a Comercial's own (the server scopes them); a Manager names themself.
 * null: no welcome.
 */
export function welcomeAgendadosOwner(actor: Actor, userId: number): { comercial: number | null } | null {
  if (isComercial(actor)) return { comercial: null };
  if (isOnlyManager(actor)) return { comercial: userId };
  return null;
}

/** SPEC §8 "Welcome". */
export function welcomeText(name: string, agendadosHoy: number): string {
  return `Bienvenid@ ${name}, agendados para hoy: ${agendadosHoy}`;
}

// Once per login: a login id lives in localStorage, which logout clears (SPEC §4), so it
// survives reloads and changes with each login; the "shown" mark is kept in sessionStorage
// under that id.
const LOGIN_ID_KEY = 'ventas.login-id';
const shownKey = (loginId: string) => `ventas.bienvenida-mostrada.${loginId}`;

function currentLoginId(): string {
  let id = localStorage.getItem(LOGIN_ID_KEY);
  if (!id) {
    // randomUUID exists only in secure contexts (https, localhost); uniqueness is all that matters.
    id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
    localStorage.setItem(LOGIN_ID_KEY, id);
  }
  return id;
}

export const welcomeMark = {
  wasShown(): boolean {
    return sessionStorage.getItem(shownKey(currentLoginId())) !== null;
  },
  markShown(): void {
    sessionStorage.setItem(shownKey(currentLoginId()), '1');
  },
};
