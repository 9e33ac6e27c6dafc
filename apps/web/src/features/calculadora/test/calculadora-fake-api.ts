import { authCalls } from '@ventas/domain/auth/auth.calls';
import type { ObjetivoMesConCierre } from '@ventas/domain/calculadora/extracto-contract';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { createFakeServer, isCall } from '../../../test/fake-server';
import type { BolsaMesResponse } from '../model/entrada-calculadora';
import {
  BOLSA_CARLOS,
  BOLSA_LUCIA,
  CARLOS,
  LUCIA,
  MARTA,
  OBJETIVO_MES_CARLOS,
  OBJETIVO_MES_LUCIA,
} from './calculadora-fixtures';
import { adminFakeApi, type Rechazo } from './admin-fake-api';
import { ventasFakeApi } from './ventas-fake-api';

export type Rol = 'comercial' | 'manager' | 'admin';

const ADMIN = { id: 2, nombre: 'Ada Admin', estado: 'ALTA', tipo_comercial: 'TIENDA' };

const USERS = {
  comercial: { ...CARLOS, username: 'comercial', rol: { id: 4 } },
  manager: { ...MARTA, username: 'manager', rol: { id: 3 } },
  admin: { ...ADMIN, username: 'admin', rol: { id: 2 } },
} as const;

/** A month with nothing set: no objectives, no pool. */
function mesVacio(mes: string, comercial: typeof CARLOS): ObjetivoMesConCierre {
  return {
    ...OBJETIVO_MES_CARLOS,
    mes,
    comercial,
    objetivos: [],
    peso_medio: null,
    consecucion_total: '0.00',
    bolsa_en_juego: '0.00',
    comision_calculada: '0.00',
    comision_total: '0.00',
    condiciones_cumplidas: true,
    motivos: [],
  };
}

const MESES_CON_DATOS: Record<number, { objetivos: ObjetivoMesConCierre; bolsa: BolsaMesResponse }> = {
  [CARLOS.id]: { objetivos: OBJETIVO_MES_CARLOS, bolsa: BOLSA_CARLOS },
  [LUCIA.id]: { objetivos: OBJETIVO_MES_LUCIA, bolsa: BOLSA_LUCIA },
};

export interface FakeOptions {
  rol?: Rol;
  /** Answer 500 to these calls. */
  fallan?: ReadonlyArray<'objetivo_mes' | 'bolsa_mes'>;
  /** Answer 500 to these writes of the sales list. */
  fallanVentas?: Parameters<typeof ventasFakeApi>[0];
  /** Refuse these Admin writes with a 400 (or a 500 for the copy). */
  rechaza?: readonly Rechazo[];
}

/**
 * The calculator's API as decision 83 scopes it: a Comercial gets their own month, a Manager
 * theirs (empty) or, with ?comercial=, Carlos's or Lucía's. Only November 2026 has figures.
 */
export function calculadoraFakeApi(options: FakeOptions = {}) {
  const { rol = 'comercial', fallan = [], fallanVentas = [], rechaza = [] } = options;
  const user = USERS[rol];
  const ventas = ventasFakeApi(fallanVentas);
  const admin = adminFakeApi(rechaza);
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    const escrita = ventas(call, url) ?? admin(call);
    if (escrita) return escrita;
    const pedido = Number(url.searchParams.get('comercial') ?? user.id);
    const mes = url.searchParams.get('month_year_updated_on') ?? '2026-11';
    const datos = mes === '2026-11' ? MESES_CON_DATOS[pedido] : undefined;
    const quien = [CARLOS, MARTA, LUCIA].find(({ id }) => id === pedido) ?? CARLOS;
    const comerciales = rol === 'comercial' ? [CARLOS] : [MARTA, CARLOS, LUCIA];
    const ruta = url.pathname.split('/').at(-2) ?? '';
    if ((fallan as readonly string[]).includes(ruta)) return { status: 500, body: { detail: 'Error' } };
    if (isCall(call, authCalls.token)) return { status: 200, body: { access: 'a1', refresh: 'r1' } };
    if (isCall(call, cuentasCalls.detalle)) {
      return {
        status: 200,
        body: { ...user, nombre_completo: user.nombre, isAdmin: false, tenant_groups: [{ name: 'A' }] },
      };
    }
    if (isCall(call, objetivosCalls.objetivoMes)) {
      const objetivos = datos?.objetivos ?? mesVacio(mes, quien);
      return { status: 200, body: { ...objetivos, comerciales } };
    }
    if (isCall(call, objetivosCalls.bolsaMes)) {
      return {
        status: 200,
        body: datos?.bolsa ?? { mes, comercial: quien, reward: null, bolsa_en_juego: '0.00', avisos: [] },
      };
    }
    return { status: 200, body: [] };
  });
}
