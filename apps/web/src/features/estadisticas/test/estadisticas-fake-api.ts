import { gerenciaCalls } from '@ventas/domain/gerencia/gerencia.calls';
import { gerenciaFiltersCalls } from '@ventas/domain/gerencia/gerencia-filters.calls';
import type { Estadistica } from '../api/estadistica-query';
import { createFakeServer, isCall, type RecordedCall } from '../../../test/fake-server';
import { ACCIONES, CUENTAS, FAMILIAS, OPCIONES, PERIODO, SERIES_DE, TIPOS } from './estadisticas-fixtures';

export interface EstadisticasFakeOptions {
  /** These statistics answer 500. */
  fallan?: readonly Estadistica[];
  /** Every statistic answers with nothing in it. */
  vacio?: boolean;
}

/** The statistic `call` asks for, if it is one of the four. */
const estadisticaDe = (call: RecordedCall) =>
  (Object.keys(gerenciaCalls.stats) as Estadistica[]).find((nombre) =>
    isCall(call, gerenciaCalls.stats[nombre]),
  );

/** Whose figures, as the API decides (decision 121): the named ones, else by state (ALTA) and type. */
function cubiertos(q: URLSearchParams): number[] {
  const nombrados = q.getAll('comercial').map(Number);
  if (nombrados.length) return CUENTAS.filter((c) => nombrados.includes(c.id)).map((c) => c.id);
  const estados = q.getAll('estado').length ? q.getAll('estado') : ['ALTA'];
  const tipos = q.getAll('tipo_comercial');
  return CUENTAS.filter(
    (c) => estados.includes(c.estado) && (!tipos.length || tipos.includes(c.tipo_comercial)),
  )
    .map((c) => c.id)
    .sort((a, b) => a - b);
}

/**
 * The statistics and Gerencia's filter options. Each statistic echoes its window (the period when
 * none is sent) and the commercials it covered; the ranking has a row per commercial, most sold first.
 */
export function estadisticasFakeApi({ fallan = [], vacio = false }: EstadisticasFakeOptions = {}) {
  return createFakeServer((call) => {
    const url = new URL(call.path, 'http://localhost');
    const q = url.searchParams;
    if (isCall(call, gerenciaFiltersCalls.opciones)) return { status: 200, body: OPCIONES };
    const stat = estadisticaDe(call);
    if (!stat) return { status: 404, body: { detail: `No encontrado: ${url.pathname}` } };
    if (fallan.includes(stat)) return { status: 500, body: { detail: 'Error' } };
    const comerciales = cubiertos(q);
    const ventana = q.has('updated_on_after')
      ? { desde: q.get('updated_on_after')!, hasta: q.get('updated_on_before')! }
      : PERIODO;
    const base = { ventana, comerciales };
    switch (stat) {
      case 'tipoVentaCount':
        return { status: 200, body: { ...base, tipos: vacio ? [] : TIPOS } };
      case 'accionesComerciales':
        return {
          status: 200,
          body: { ...base, acciones: ACCIONES.map((a) => ({ ...a, clientes: vacio ? 0 : a.clientes })) },
        };
      case 'consecucionCount':
        return {
          status: 200,
          body: { ...base, mes: ventana.desde.slice(0, 7), familias: vacio ? [] : FAMILIAS },
        };
      case 'rankingComerciales': {
        const filas = CUENTAS.filter((c) => comerciales.includes(c.id))
          .map((c) => ({ comercial: c.id, nombre: c.nombre, ...SERIES_DE[c.id]! }))
          .sort((a, b) => b.vendidas - a.vendidas || b.ventas - a.ventas);
        return { status: 200, body: { ...base, ranking: vacio ? [] : filas } };
      }
    }
  });
}
