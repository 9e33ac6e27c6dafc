import type { ModoDeclaracion, Movimiento } from './declaracion-venta';
import type { EstadoOfertaId } from './oferta-estados';

/**
 * Worked examples of `movimientoOferta` (issue 29 §5), one row per case, for the domain test and
 * for issue 31's pipeline board to read back. Accounts: Comercial 40 (the offer's, in Manager
 * 30's team), Comercial 41 (another), Manager 30 (team of 40), Manager 31 (another team),
 * Admin 20, SuperAdmin 10. "propia" is whether the offer is the mover's; "equipo" whether the
 * mover manages the team of the offer's Comercial.
 */
export type Quien = 'comercial' | 'otro comercial' | 'manager' | 'manager ajeno' | 'admin' | 'superadmin';

export interface EjemploDeclaracion {
  modo: ModoDeclaracion;
  quien: Quien;
  /** The offer is the mover's own (a Manager's own sale, for instance). */
  propia?: boolean;
  from: EstadoOfertaId;
  to: EstadoOfertaId;
  resultado: Movimiento['tipo'];
  porque: string;
}

export const EJEMPLOS_DECLARACION: readonly EjemploDeclaracion[] = [
  // El comercial activa: today's behaviour, decision 68's transitions for everyone.
  {
    modo: 'COMERCIAL_ACTIVA',
    quien: 'comercial',
    from: 2,
    to: 4,
    resultado: 'mover',
    porque: 'the Comercial declares the sale',
  },
  {
    modo: 'COMERCIAL_ACTIVA',
    quien: 'comercial',
    from: 2,
    to: 6,
    resultado: 'mover',
    porque: 'partial sale too',
  },
  {
    modo: 'COMERCIAL_ACTIVA',
    quien: 'manager ajeno',
    from: 2,
    to: 4,
    resultado: 'mover',
    porque: 'no team rule in this mode',
  },
  {
    modo: 'COMERCIAL_ACTIVA',
    quien: 'comercial',
    from: 1,
    to: 4,
    resultado: 'prohibido',
    porque: 'decision 68: present it first',
  },
  {
    modo: 'COMERCIAL_ACTIVA',
    quien: 'admin',
    from: 4,
    to: 2,
    resultado: 'prohibido',
    porque: 'decision 68: a sale never goes back',
  },
  // Un manager confirma: the sale statuses.
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 2,
    to: 4,
    resultado: 'solicitar',
    porque: 'the Comercial asks; the offer stays Presentada',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 2,
    to: 6,
    resultado: 'solicitar',
    porque: 'a partial sale is a sale',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 6,
    to: 4,
    resultado: 'solicitar',
    porque: 'completing a partial sale is asked too',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'otro comercial',
    from: 2,
    to: 4,
    resultado: 'solicitar',
    porque: 'whoever works the customer may ask',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager',
    from: 2,
    to: 4,
    resultado: 'mover',
    porque: 'the Manager of its Comercial declares it',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager',
    from: 2,
    to: 6,
    resultado: 'mover',
    porque: 'partial, the same',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager ajeno',
    from: 2,
    to: 4,
    resultado: 'prohibido',
    porque: "another team's Manager does not",
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager',
    propia: true,
    from: 2,
    to: 4,
    resultado: 'solicitar',
    porque: 'nobody confirms their own sale: an Admin does',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'admin',
    from: 2,
    to: 4,
    resultado: 'mover',
    porque: 'Admin declares any sale',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'admin',
    propia: true,
    from: 2,
    to: 4,
    resultado: 'mover',
    porque: 'Admin is the last word, own offer too',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'superadmin',
    from: 2,
    to: 6,
    resultado: 'mover',
    porque: 'SuperAdmin as Admin',
  },
  // Un manager confirma: every other move is the Comercial's as before.
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 1,
    to: 2,
    resultado: 'mover',
    porque: 'presenting is the Comercial’s',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 2,
    to: 3,
    resultado: 'mover',
    porque: 'rejected by the customer',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 4,
    to: 7,
    resultado: 'mover',
    porque: 'a cancellation pays nothing',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager ajeno',
    from: 2,
    to: 1,
    resultado: 'mover',
    porque: 'only sales are the team’s',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 2,
    to: 2,
    resultado: 'mover',
    porque: 'same status: an edit',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'comercial',
    from: 1,
    to: 4,
    resultado: 'prohibido',
    porque: 'decision 68 comes first',
  },
  {
    modo: 'MANAGER_CONFIRMA',
    quien: 'manager',
    from: 7,
    to: 4,
    resultado: 'prohibido',
    porque: 'Cancelada is final',
  },
];
