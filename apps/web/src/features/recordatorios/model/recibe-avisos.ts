import { ROLE } from '@ventas/domain/permissions/roles';
import { canOpen, type WebActor } from '@ventas/domain/permissions/web-routes';

/**
 * Decision 234: the bell and the notices are for those who call customers all day, a Comercial
 * and a Manager, on a distributor whose Teletrabajo they open. An Admin or a SuperAdmin, who gets
 * no welcome count either (SPEC §6), has none: their top bar reads nothing extra.
 */
export function recibeAvisosDeAgendados(actor: WebActor): boolean {
  const llama = actor.roleId === ROLE.COMERCIAL || actor.roleId === ROLE.MANAGER;
  return llama && canOpen(actor, 'teletrabajo');
}
