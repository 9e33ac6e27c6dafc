/**
 * What bench/gerencia.ts asks the API, as the screens ask it (issue 15): each call a name and a
 * `send` that makes its next request (the commercials and search texts rotate, so no two
 * consecutive requests are the same).
 */
import type pg from 'pg';
import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { filtrosDeFigura, type FiguraGerencia } from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { writeFilterParams } from '@ventas/domain/http/filter-url';
import { PAGE_SIZE_PARAM, SEARCH_PARAM } from '@ventas/domain/http/page';
import type { ApiSession, RawResponse } from './load';

export interface BenchCall {
  /** The `--calls` entry that selects it. */
  key: string;
  name: string;
  send: () => Promise<RawResponse>;
}

/** The four statistics of the dashboard and Gerencia · Estadísticas. */
export const STATS = [
  'tipoVentaCount',
  'accionesComerciales',
  'consecucionCount',
  'rankingComerciales',
] as const;
/** The figures whose Teletrabajo list is measured (one of attentions, one of sales). */
export const DRILL_FIGURES = ['agendado', 'vendido'] as const satisfies readonly FiguraGerencia[];

/** Issue 31's bell (decision 234): each agent's two reads a minute, and a Manager's team read. */
export const CAMPANA = ['campanaCuenta', 'campana3dias', 'campanaVencidos', 'campanaEquipo'] as const;

/** Issue 31 §2's offers pipeline (decision 236): the board, one commercial's, and a column's next page. */
export const PIPELINE = ['pipeline', 'pipelineComercial', 'pipelineColumna'] as const;

export const EVERY_CALL = [
  'floor',
  'gerencia',
  ...STATS,
  'acciones1',
  'objetivos',
  ...DRILL_FIGURES,
  'search',
  ...CAMPANA,
  ...PIPELINE,
];

/** Path and query, the query written with the domain's own URL writer. */
const withQuery = (path: string, params: URLSearchParams) => `${path}?${params.toString()}`;

/** Gerencia · Comerciales: every figure of every commercial in the window. */
export const gerenciaPath = (ventana: Ventana) =>
  withQuery(
    '/api/comerciales/gerencia/',
    new URLSearchParams({ fechas_after: ventana.desde, fechas_before: ventana.hasta }),
  );

/** A statistic of the window, of every commercial or (the dashboard's picker) of one. */
const statsPath = (stat: string, ventana: Ventana, comercial?: number) =>
  withQuery(
    `/api/atenciones/stats/${stat}/`,
    new URLSearchParams({
      updated_on_after: ventana.desde,
      updated_on_before: ventana.hasta,
      ...(comercial === undefined ? {} : { comercial: String(comercial) }),
    }),
  );

/** The month a window's figures belong to (its start's: the 2nd of the month). */
const mesDeVentana = (ventana: Ventana) => ventana.desde.slice(0, 7);

/** The Teletrabajo list a figure of one commercial opens (what its link carries). */
export const drillPath = (figura: FiguraGerencia, comercial: number, ventana: Ventana) =>
  withQuery(
    '/api/clientes/entradas/',
    writeFilterParams(CLIENTES_FILTERS, new URLSearchParams(), filtrosDeFigura(figura, [comercial], ventana)),
  );

/** Ctrl+K: the customer list with the top bar's search, 8 results. */
export const searchPath = (text: string) =>
  withQuery('/api/clientes/entradas/', new URLSearchParams({ [SEARCH_PARAM]: text, [PAGE_SIZE_PARAM]: '8' }));

/** Every call of one window, in the order measured. */
/** The pipeline's filters for offers created in the window (Madrid days). */
const pipelinePath = (path: string, ventana: Ventana, extra: Record<string, string> = {}) =>
  withQuery(
    path,
    new URLSearchParams({ created_on_after: ventana.desde, created_on_before: ventana.hasta, ...extra }),
  );

export function windowCalls(
  session: ApiSession,
  ventana: Ventana,
  label: string,
  comerciales: readonly number[],
): BenchCall[] {
  const rotating = (path: (comercial: number) => string) => {
    let k = 0;
    return () => session.load(path(comerciales[k++ % comerciales.length]!));
  };
  return [
    {
      key: 'gerencia',
      name: `gerencia ${comerciales.length} commercials, ${label}`,
      send: () => session.load(gerenciaPath(ventana)),
    },
    {
      key: 'pipeline',
      name: `pipeline board, every commercial, ${label}`,
      send: () => session.load(pipelinePath('/api/atenciones/ofertas/pipeline/', ventana)),
    },
    {
      key: 'pipelineComercial',
      name: `pipeline board, 1 commercial, ${label}`,
      send: rotating((comercial) =>
        pipelinePath('/api/atenciones/ofertas/pipeline/', ventana, { comercial: String(comercial) }),
      ),
    },
    {
      key: 'pipelineColumna',
      name: `pipeline column Presentada, page 2, ${label}`,
      send: () =>
        session.load(
          pipelinePath('/api/atenciones/ofertas/pipeline/tarjetas/', ventana, { estado: '2', page: '2' }),
        ),
    },
    ...STATS.map((stat) => ({
      key: stat,
      name: `stats ${stat}, ${label}`,
      send: () => session.load(statsPath(stat, ventana)),
    })),
    {
      key: 'acciones1',
      name: `stats accionesComerciales, 1 commercial, ${label}`,
      send: rotating((comercial) => statsPath('accionesComerciales', ventana, comercial)),
    },
    {
      key: 'objetivos',
      name: `gerencia objetivos ${mesDeVentana(ventana)}, ${label}`,
      send: () =>
        session.load(
          withQuery(
            '/api/comerciales/gerencia/objetivos/',
            new URLSearchParams({ month_year_updated_on: mesDeVentana(ventana) }),
          ),
        ),
    },
    ...DRILL_FIGURES.map((figura) => ({
      key: figura,
      name: `Teletrabajo of a ${figura} figure, 1 commercial, ${label}`,
      send: rotating((comercial) => drillPath(figura, comercial, ventana)),
    })),
  ];
}

/**
 * `count` texts a manager would type into Ctrl+K, from random customers of the tenant, in turn:
 * a phone's first 6 digits, a surname (the name's second word), a document's first 5 characters
 * (a customer without one gives a surname).
 */
export async function searchTexts(monitor: pg.Client, tenantId: number, count: number): Promise<string[]> {
  await monitor.query('SELECT setseed(0.42)');
  const { rows } = await monitor.query<{ nombre: string; documento: string | null; telefono: string }>(
    `SELECT c.nombre, c.documento, t.telefono
     FROM clientes c
     JOIN telefonos_cliente t ON t.tenant_id = c.tenant_id AND t.cliente_id = c.id AND t.orden = 0
     WHERE c.tenant_id = $1
     ORDER BY random() LIMIT $2`,
    [tenantId, count],
  );
  return rows.map((row, k) => {
    const surname = row.nombre.split(' ')[1] ?? row.nombre;
    if (k % 3 === 0) return row.telefono.slice(0, 6);
    if (k % 3 === 2 && row.documento) return row.documento.slice(0, 5);
    return surname;
  });
}

/** The Ctrl+K call: each request the next text. */
export function searchCall(session: ApiSession, texts: readonly string[]): BenchCall {
  let k = 0;
  return {
    key: 'search',
    name: `Ctrl+K search (${texts.length} texts: phone, surname, document)`,
    send: () => session.load(searchPath(texts[k++ % texts.length]!)),
  };
}

/**
 * The top bar's bell (issue 31, decision 234), as a Manager reads it for commercial after
 * commercial (`comercial=` names whose, as a Manager's own read does): each minute the count of
 * the due ones and the next three days' list; on opening, the due ones (up to 500) and a
 * Manager's team's.
 */
export function campanaCalls(session: ApiSession, comerciales: readonly number[]): BenchCall[] {
  const rotating = (range: string, path = '/api/clientes/agendados/') => {
    let k = 0;
    return () =>
      session.load(
        withQuery(
          path,
          new URLSearchParams({ range, comercial: String(comerciales[k++ % comerciales.length]) }),
        ),
      );
  };
  return [
    {
      key: 'campanaCuenta',
      name: 'bell: count of the due, 1 commercial',
      send: rotating('overdue', '/api/clientes/agendados/cuenta/'),
    },
    { key: 'campanaVencidos', name: 'bell opened: due callbacks, 1 commercial', send: rotating('overdue') },
    { key: 'campana3dias', name: 'bell: next 3 days, 1 commercial', send: rotating('3days') },
    {
      key: 'campanaEquipo',
      name: "bell: the team's due callbacks",
      send: () =>
        session.load(withQuery('/api/clientes/agendados/', new URLSearchParams({ range: 'overdue' }))),
    },
  ];
}
