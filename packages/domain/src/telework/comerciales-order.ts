import { ESTADOS_CUENTA } from '../cuentas/account-constants';

/** SPEC §5: assignment lists leave out guest accounts, whose names contain 'invitado'. */
export const INVITADO = 'invitado';

/** SPEC §5: the list ends with this entry, whose id is the string 'null' (the "unassigned" filter). */
export const POR_ASIGNAR = { id: 'null', nombre_completo: 'Por asignar' } as const;

export function isInvitado(names: readonly string[]): boolean {
  return names.some((name) => name.toLocaleLowerCase('es').includes(INVITADO));
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const estadoRank = (estado: string) => {
  const rank = (ESTADOS_CUENTA as readonly string[]).indexOf(estado);
  return rank === -1 ? ESTADOS_CUENTA.length : rank;
};

/** SPEC §5: by estado (ALTA, VACACIONES, BAJA, INACTIVO, then anything else), then by name. */
export function compareComerciales(
  a: { estado: string; nombre_completo: string; id: number },
  b: { estado: string; nombre_completo: string; id: number },
): number {
  return (
    estadoRank(a.estado) - estadoRank(b.estado) ||
    collator.compare(a.nombre_completo, b.nombre_completo) ||
    a.id - b.id
  );
}
