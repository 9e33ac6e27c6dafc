import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';

/**
 * Whom a view the caller shares reaches (docs/decisions/): Admin and above, the whole tenant;
 * a Manager, the members of the teams they lead; a Comercial cannot share (null).
 */
export type AlcanceCompartir = 'empresa' | 'equipo';

export function alcanceCompartir(actor: Actor | null): AlcanceCompartir | null {
  if (!actor || !hasLevel(actor, 'manager')) return null;
  return hasLevel(actor, 'admin') ? 'empresa' : 'equipo';
}
