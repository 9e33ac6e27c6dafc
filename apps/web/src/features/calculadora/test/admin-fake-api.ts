import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { isCall, type RecordedCall, type Reply } from '../../../test/fake-server';
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
  return (call: RecordedCall): Reply | null => {
    if (isCall(call, ajustesCalls.rewards)) {
      return rechaza.includes('bolsas')
        ? { status: 500, body: { detail: 'Error' } }
        : { status: 200, body: bolsas };
    }
    if (isCall(call, ajustesCalls.guardarReward)) {
      if (rechaza.includes('bolsa')) return { status: 400, body: { 'reward.amount': ['Como máximo 100 %'] } };
      const body = call.body as typeof BOLSA_CARLOS.reward & object;
      const guardada = { ...body, id: 50 + body.comercial, fecha: `${body.fecha}-01` };
      bolsas = [...bolsas.filter((b) => b.comercial !== body.comercial), guardada];
      return { status: 200, body: guardada };
    }
    const bolsa = isCall(call, ajustesCalls.borrarReward);
    if (bolsa) {
      bolsas = bolsas.filter((b) => b.id !== Number(bolsa.id));
      return { status: 204 };
    }
    if (isCall(call, ajustesCalls.teams)) return { status: 200, body: equipos };
    const borrado = isCall(call, ajustesCalls.borrarTeam);
    if (borrado) {
      equipos = equipos.filter((e) => e.id !== Number(borrado.id));
      return { status: 204 };
    }
    const cambiado = isCall(call, ajustesCalls.cambiarTeam);
    if (cambiado || isCall(call, ajustesCalls.crearTeam)) {
      // A create has no id in its path: it gets 42.
      const id = Number(cambiado?.id ?? 42);
      const body = call.body as { dutty_manager: number; commercial_id_arr: number[] };
      const guardado = {
        ...body,
        id,
        dutty_manager_nombre: [MARTA, CARLOS, LUCIA].find((c) => c.id === body.dutty_manager)!.nombre,
      };
      equipos = [...equipos.filter((e) => e.id !== id), guardado];
      return { status: call.method === 'POST' ? 201 : 200, body: guardado };
    }
    if (isCall(call, catalogueCalls.tipoobjetivo.list)) return { status: 200, body: TIPOS_OBJETIVO };
    if (isCall(call, objetivosCalls.remove)) return { status: 204 };
    const objetivo = isCall(call, objetivosCalls.update);
    if (objetivo || isCall(call, objetivosCalls.create)) {
      if (rechaza.includes('objetivo')) {
        return { status: 400, body: { peso: ['Los pesos del mes pasan de 100'] } };
      }
      const body = call.body as Record<string, unknown>;
      // A create has no id in its path: it gets 99.
      const id = Number(objetivo?.id ?? 99);
      return {
        status: call.method === 'POST' ? 201 : 200,
        body: { ...body, id, familia_nombre: 'X', fecha: `${String(body.fecha)}-01` },
      };
    }
    if (isCall(call, objetivosCalls.copiarAlMesSiguiente)) {
      if (rechaza.includes('copia')) return { status: 500, body: { detail: 'Error' } };
      return { status: 200, body: { detail: 'Objetivos copiados de noviembre a diciembre', copiados: 4 } };
    }
    if (isCall(call, ajustesCalls.factores)) return { status: 200, body: listas };
    if (isCall(call, ajustesCalls.guardarFactor)) {
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
    const borrar = isCall(call, ajustesCalls.borrarFactor);
    if (borrar) {
      listas = listas.filter((l) => l.id !== Number(borrar.id));
      return { status: 204 };
    }
    return null;
  };
}
