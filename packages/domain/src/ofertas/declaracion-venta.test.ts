import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../permissions/roles';
import { ESTADOS_OFERTA } from './oferta-estados';
import {
  MENSAJE_SOLO_EQUIPO,
  movimientoOferta,
  movimientosPosibles,
  pasosDeclaracion,
  puedeConfirmarVenta,
  type ContextoDeclaracion,
  type QuienMueve,
} from './declaracion-venta';
import { EJEMPLOS_DECLARACION, type Quien } from './declaracion-venta.examples';

const PROPIETARIO = 40;
const PERSONAS: Record<Quien, { roleId: RoleId; accountId: number; equipo: boolean }> = {
  comercial: { roleId: ROLE.COMERCIAL, accountId: 40, equipo: false },
  'otro comercial': { roleId: ROLE.COMERCIAL, accountId: 41, equipo: false },
  manager: { roleId: ROLE.MANAGER, accountId: 30, equipo: true },
  'manager ajeno': { roleId: ROLE.MANAGER, accountId: 31, equipo: false },
  admin: { roleId: ROLE.ADMIN, accountId: 20, equipo: false },
  superadmin: { roleId: ROLE.SUPERADMIN, accountId: 10, equipo: false },
};

function caso(quien: Quien, propia: boolean, modo: ContextoDeclaracion['modo']) {
  const persona = PERSONAS[quien];
  const mueve: QuienMueve = {
    roleId: persona.roleId,
    isAdmin: false,
    groups: [],
    accountId: persona.accountId,
  };
  const contexto: ContextoDeclaracion = {
    modo,
    propietarioId: propia ? persona.accountId : PROPIETARIO,
    gestionaEquipo: persona.equipo && !propia,
  };
  return { mueve, contexto };
}

describe('who may move an offer (issue 29 §5, worked examples)', () => {
  it.each(EJEMPLOS_DECLARACION.map((ejemplo) => [ejemplo.porque, ejemplo] as const))(
    '%s',
    (_porque, ejemplo) => {
      const { mueve, contexto } = caso(ejemplo.quien, ejemplo.propia ?? false, ejemplo.modo);
      expect(movimientoOferta(ejemplo.from, ejemplo.to, mueve, contexto).tipo).toBe(ejemplo.resultado);
    },
  );

  it('explains a refusal in Spanish', () => {
    const ajeno = caso('manager ajeno', false, 'MANAGER_CONFIRMA');
    expect(movimientoOferta(2, 4, ajeno.mueve, ajeno.contexto)).toEqual({
      tipo: 'prohibido',
      motivo: MENSAJE_SOLO_EQUIPO,
    });
    const comercial = caso('comercial', false, 'MANAGER_CONFIRMA');
    expect(movimientoOferta(4, 1, comercial.mueve, comercial.contexto)).toEqual({
      tipo: 'prohibido',
      motivo: 'Una oferta activada no puede pasar a pendiente.',
    });
  });

  it('treats isAdmin as Admin whatever the role', () => {
    const { contexto } = caso('comercial', false, 'MANAGER_CONFIRMA');
    const mueve: QuienMueve = { roleId: ROLE.COMERCIAL, isAdmin: true, groups: [], accountId: 99 };
    expect(puedeConfirmarVenta(mueve, contexto)).toBe(true);
    expect(movimientoOferta(2, 4, mueve, contexto).tipo).toBe('mover');
  });

  it('lists what a Comercial may do from Presentada under each setting', () => {
    const estados = ESTADOS_OFERTA.map((estado) => estado.id);
    const manual = caso('comercial', false, 'COMERCIAL_ACTIVA');
    const confirma = caso('comercial', false, 'MANAGER_CONFIRMA');
    expect(movimientosPosibles(2, manual.mueve, manual.contexto, estados)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((estado) => ({ estado, tipo: 'mover' })),
    );
    expect(movimientosPosibles(2, confirma.mueve, confirma.contexto, estados)).toEqual([
      { estado: 1, tipo: 'mover' },
      { estado: 2, tipo: 'mover' },
      { estado: 3, tipo: 'mover' },
      { estado: 4, tipo: 'solicitar' },
      { estado: 5, tipo: 'mover' },
      { estado: 6, tipo: 'solicitar' },
      { estado: 7, tipo: 'mover' },
    ]);
    const ajeno = caso('manager ajeno', false, 'MANAGER_CONFIRMA');
    expect(movimientosPosibles(2, ajeno.mueve, ajeno.contexto, estados).map((m) => m.estado)).toEqual([
      1, 2, 3, 5, 7,
    ]);
  });

  it('explains the path with who takes the last step', () => {
    expect(pasosDeclaracion('COMERCIAL_ACTIVA').map((paso) => paso.label)).toEqual([
      'Pendiente',
      'Presentada',
      'Activada',
    ]);
    expect(pasosDeclaracion('MANAGER_CONFIRMA')[2]!.quien).toMatch(/solicita .* confirma/);
    expect(pasosDeclaracion('COMERCIAL_ACTIVA')[2]!.quien).not.toMatch(/confirma/);
  });
});
