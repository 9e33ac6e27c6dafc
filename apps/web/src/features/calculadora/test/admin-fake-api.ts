import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import type { RecordedCall, Reply } from '../../../test/fake-server';
import { BOLSA_CARLOS, CARLOS, LUCIA, MARTA, TRAMOS } from './calculadora-fixtures';

/** The families of the tenant: FIJOS, POSPAGO, TV and ENERGIA (Carlos's), plus ALARMAS. */
export const TIPOS_OBJETIVO = [
  { id: 11, nombre: 'FIJOS' },
  { id: 12, nombre: 'POSPAGO' },
  { id: 13, nombre: 'TV' },
  { id: 14, nombre: 'ENERGIA' },
  { id: 15, nombre: 'ALARMAS' },
];

export const LISTA_TIENDA: FactorCorrector = {
  id: 31,
  nombre: 'Tienda',
  factor_details: TRAMOS,
  commercials: [{ id: CARLOS.id, nombre: CARLOS.nombre }],
  commercial_id_arr: [CARLOS.id],
};

/** 'bolsas' fails the pools' read (500); the others refuse a write. */
export type Rechazo = 'objetivo' | 'factor' | 'copia' | 'bolsa' | 'bolsas';

/** Marta leads Carlos (decision 86). */
export const EQUIPO_MARTA = {
  id: 41,
  dutty_manager: MARTA.id,
  dutty_manager_nombre: MARTA.nombre,
  commercial_id_arr: [CARLOS.id],
};

/**
 * The Admin's writes (decisions 84, 85): objectives, the copy to the next month and the factor
 * lists. `rechaza` answers 400 with field messages as the API's validation does.
 */
export function adminFakeApi(rechaza: readonly Rechazo[] = []) {
  let listas = [LISTA_TIENDA];
  let equipos = [EQUIPO_MARTA];
  let bolsas = [BOLSA_CARLOS.reward!];
  return (call: RecordedCall, url: URL): Reply | null => {
    const { pathname } = url;
    if (pathname === '/api/calculadora/reward/') {
      if (call.method === 'GET')
        return rechaza.includes('bolsas')
          ? { status: 500, body: { detail: 'Error' } }
          : { status: 200, body: bolsas };
      if (rechaza.includes('bolsa')) return { status: 400, body: { 'reward.amount': ['Como máximo 100 %'] } };
      const body = call.body as typeof BOLSA_CARLOS.reward & object;
      const guardada = { ...body, id: 50 + body.comercial, fecha: `${body.fecha}-01` };
      bolsas = [...bolsas.filter((b) => b.comercial !== body.comercial), guardada];
      return { status: 200, body: guardada };
    }
    const bolsa = /^\/api\/calculadora\/reward\/(\d+)\/$/.exec(pathname);
    if (bolsa && call.method === 'DELETE') {
      bolsas = bolsas.filter((b) => b.id !== Number(bolsa[1]));
      return { status: 204 };
    }
    if (pathname.startsWith('/api/cuentas/teams/')) {
      if (call.method === 'GET') return { status: 200, body: equipos };
      const id = Number(/(\d+)\/$/.exec(pathname)?.[1] ?? 42);
      if (call.method === 'DELETE') {
        equipos = equipos.filter((e) => e.id !== id);
        return { status: 204 };
      }
      const body = call.body as { dutty_manager: number; commercial_id_arr: number[] };
      const guardado = {
        ...body,
        id,
        dutty_manager_nombre: [MARTA, CARLOS, LUCIA].find((c) => c.id === body.dutty_manager)!.nombre,
      };
      equipos = [...equipos.filter((e) => e.id !== id), guardado];
      return { status: call.method === 'POST' ? 201 : 200, body: guardado };
    }
    if (pathname === '/api/servicios/tipoobjetivo/') return { status: 200, body: TIPOS_OBJETIVO };
    if (pathname.startsWith('/api/calculadora/objetivos/')) {
      if (call.method === 'DELETE') return { status: 204 };
      if (rechaza.includes('objetivo')) {
        return { status: 400, body: { peso: ['Los pesos del mes pasan de 100'] } };
      }
      const body = call.body as Record<string, unknown>;
      const id = Number(/(\d+)\/$/.exec(pathname)?.[1] ?? 99);
      return {
        status: call.method === 'POST' ? 201 : 200,
        body: { ...body, id, familia_nombre: 'X', fecha: `${String(body.fecha)}-01` },
      };
    }
    if (pathname === '/api/calculadora/copy-objetivos-next-month/') {
      if (rechaza.includes('copia')) return { status: 500, body: { detail: 'Error' } };
      return { status: 200, body: { detail: 'Objetivos copiados de noviembre a diciembre', copiados: 4 } };
    }
    if (pathname === '/api/calculadora/factorcorrector/') {
      if (call.method === 'GET') return { status: 200, body: listas };
      if (rechaza.includes('factor')) {
        return { status: 400, body: { nombre: ['Ya existe una lista con ese nombre'] } };
      }
      const body = call.body as Omit<FactorCorrector, 'commercials'>;
      const guardada = {
        ...body,
        id: body.id ?? 32,
        commercials: body.commercial_id_arr.map((id) => ({
          id,
          nombre: [CARLOS, LUCIA].find((c) => c.id === id)?.nombre ?? '',
        })),
      };
      listas = [...listas.filter((l) => l.id !== guardada.id), guardada];
      return { status: body.id ? 200 : 201, body: guardada };
    }
    const borrar = /^\/api\/calculadora\/factorcorrector\/(\d+)\/$/.exec(pathname);
    if (borrar && call.method === 'DELETE') {
      listas = listas.filter((l) => l.id !== Number(borrar[1]));
      return { status: 204 };
    }
    return null;
  };
}
