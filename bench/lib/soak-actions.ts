/**
 * What bench/soak.ts's simulated users do (issue 28 §5), each action the calls a screen makes for
 * one step of a person, on the real /api/... routes the web client calls:
 *
 * - 60 % the customer list: a page (`lista`), the list filtered (`filtro`: lib/list-mixes.ts's
 *   search, name, state and contact-date filters), or a record opened from the last page seen
 *   (`ficha`: the record, its history, contracts and notes at once, as the dialog asks them);
 * - 20 % writes: a callback (`agendado`: POST /api/atenciones/entradas/ tipo AGENDADO) or a note
 *   (`nota`: POST /api/clientes/notascliente/);
 * - 10 % Gerencia (as the manager: the period's figures, or now and then its xlsx export, a job)
 *   and the dashboard (as the Comercial: the four statistics and the next callbacks at once);
 * - 10 % offers: price one (`oferta`: a new OFERTA entry of 4 packages, priced by the server) or
 *   the PDF of one the user saved (`pdf`).
 *
 * A write is logged as committed only when the API answered it with success; one whose answer
 * never came (network error, 5xx) is logged as in doubt, by its text.
 */
import { madridToday } from '@ventas/domain/time/madrid';
import { ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { PAGE_PARAM, PAGE_SIZE_PARAM } from '@ventas/domain/http/page';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';
import { gerenciaPath, STATS } from './gerencia-calls';
import { listMixQuery } from './list-mixes';
import type { ApiSession, RawResponse } from './load';
import { cuatroPaquetes, type BenchCatalogue } from './offer-catalogue';
import { sendJson } from './offer-http';
import type { WriteKind, WriteLog } from './soak-checks';
import type { ActionName } from './soak-mix';
import { APELLIDOS } from './spanish-data';

/** A Comercial account the users share, with customers it may work. */
export interface SoakAccount {
  session: ApiSession;
  id: number;
  /** Its own customers: callbacks and notes go to these. */
  clientes: readonly number[];
  /** Its own PARTICULAR customers: the catalogue is PARTICULAR, so offers go to these. */
  particulares: readonly number[];
}

export interface SoakContext {
  comerciales: readonly SoakAccount[];
  manager: ApiSession;
  catalogue: BenchCatalogue;
  writes: WriteLog;
  /** A text no other write carries (the write's notes), so the database check can find it. */
  uniqueText(prefix: string): string;
}

/** One simulated person. */
export interface SoakUser {
  account: SoakAccount;
  /** The ids of the last list page seen: a record is opened from it. */
  lastPage: number[];
  /** The offers this person saved: the PDFs are of these. */
  offers: number[];
  saves: number;
}

/** A call answered with a status the action did not expect. */
export class HttpFailure extends Error {
  constructor(
    what: string,
    readonly status: number,
    body: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 300)}`);
  }
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

async function expectStatus(
  answer: Promise<RawResponse>,
  what: string,
  status: number,
): Promise<RawResponse> {
  const received = await answer;
  if (received.status !== status)
    throw new HttpFailure(what, received.status, received.body.toString('utf8'));
  return received;
}

const bodyOf = <T>(answer: RawResponse): T => JSON.parse(answer.body.toString('utf8')) as T;

/** A write: logged as committed on success, as in doubt when no success answer came back. */
async function write<T>(
  context: SoakContext,
  kind: WriteKind,
  text: string | null,
  send: () => Promise<RawResponse>,
  idOf: (body: T) => string,
): Promise<T> {
  let answer: RawResponse;
  try {
    answer = await expectStatus(send(), kind, 201);
  } catch (error) {
    // A 4xx was refused, so nothing was written; anything else may have been.
    const refused = error instanceof HttpFailure && error.status < 500;
    if (!refused) context.writes.inDoubt({ kind, id: null, text });
    throw error;
  }
  const body = bodyOf<T>(answer);
  context.writes.committed({ kind, id: idOf(body), text });
  return body;
}

const LIST = '/api/clientes/entradas/';
const FILTER_MIXES = ['search', 'nombre', 'filters', 'month'] as const;

async function readPage(user: SoakUser, query: string, what: string): Promise<void> {
  const answer = await expectStatus(user.account.session.load(`${LIST}?${query}`), what, 200);
  const ids = bodyOf<{ results: Array<{ id: number }> }>(answer).results.map((row) => row.id);
  if (ids.length > 0) user.lastPage = ids;
}

const ACTIONS: Record<ActionName, (user: SoakUser, context: SoakContext) => Promise<void>> = {
  lista: (user) =>
    readPage(user, `${PAGE_PARAM}=${1 + Math.floor(Math.random() * 3)}&${PAGE_SIZE_PARAM}=25`, 'lista'),
  filtro: (user) => {
    const search = pick(APELLIDOS).toLowerCase();
    const query = listMixQuery(pick(FILTER_MIXES), { comercialId: user.account.id, search });
    return readPage(user, `${query}&${PAGE_SIZE_PARAM}=25`, 'filtro');
  },
  ficha: async (user) => {
    const id = user.lastPage.length > 0 ? pick(user.lastPage) : pick(user.account.clientes);
    const { session } = user.account;
    await Promise.all(
      [
        `/api/clientes/entradas/${id}/`,
        `/api/atenciones/historico/${id}`,
        `/api/atenciones/contracts/${id}`,
        `/api/clientes/notascliente/?client_id=${id}`,
      ].map((path) => expectStatus(session.load(path), `ficha ${path}`, 200)),
    );
  },
  agendado: async (user, context) => {
    const notas = context.uniqueText('Volver a llamar: quiere comparar con su factura actual');
    // Later today to three days ahead, on the minute, as the date picker sends it.
    const fecha = new Date(Date.now() + (1 + Math.floor(Math.random() * 72 * 60)) * 60_000);
    fecha.setUTCSeconds(0, 0);
    const body = {
      cliente: pick(user.account.clientes),
      tipo: 'AGENDADO',
      tipo_llamada: 'Saliente',
      fechaAgendado: fecha.toISOString(),
      notas,
    };
    await write<AtencionView>(
      context,
      'agendado',
      notas,
      () => sendJson(user.account.session, 'POST', '/api/atenciones/entradas/', body),
      (view) => String(view.id),
    );
  },
  nota: async (user, context) => {
    const nota = context.uniqueText('Prefiere que le llamen por la tarde');
    const body = { cliente: pick(user.account.clientes), nota };
    await write<Nota>(
      context,
      'nota',
      nota,
      () => sendJson(user.account.session, 'POST', '/api/clientes/notascliente/', body),
      (saved) => String(saved.id),
    );
  },
  gerencia: async (_user, context) => {
    await expectStatus(context.manager.load(gerenciaPath(ventanaGerencia(madridToday()))), 'gerencia', 200);
  },
  dashboard: async (user) => {
    const { session } = user.account;
    await Promise.all([
      ...STATS.map((stat) => expectStatus(session.load(`/api/atenciones/stats/${stat}/`), stat, 200)),
      expectStatus(session.load('/api/clientes/agendados/?range=3days'), 'agendados', 200),
    ]);
  },
  exportacion: async (_user, context) => {
    // The export takes the Gerencia table's own query.
    const path = gerenciaPath(ventanaGerencia(madridToday())).replace(
      '/api/comerciales/gerencia/',
      '/api/comerciales/gerencia/download-xlsx-gerencia/',
    );
    const answer = await expectStatus(context.manager.load(path), 'exportacion', 200);
    const { task_id } = bodyOf<TaskStarted>(answer);
    context.writes.committed({ kind: 'exportacion', id: task_id, text: null });
  },
  oferta: async (user, context) => saveOffer(user, context),
  pdf: async (user) => {
    const answer = await expectStatus(
      user.account.session.load(`/api/utils/generate-oferta-pdf/${pick(user.offers)}`),
      'pdf',
      200,
    );
    if (answer.body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('pdf: not a PDF');
  },
};

/** Keeps the newest few offers per person: the PDFs are of recent ones. */
const OFFERS_KEPT = 20;

async function saveOffer(user: SoakUser, context: SoakContext): Promise<void> {
  const cliente = pick(user.account.particulares);
  const notas = context.uniqueText('Oferta de convergente con dos líneas adicionales');
  const body = {
    tipo: 'OFERTA',
    cliente,
    notas,
    tipo_llamada: 'Saliente',
    oferta: {
      isp: 'Vodafone',
      tipoOferta: user.saves % 3 === 0 ? 'ALTA NUEVA' : 'PORTABILIDAD',
      precioAnterior: '72.10',
      paquetes: cuatroPaquetes(context.catalogue, cliente, user.saves),
    },
  };
  user.saves += 1;
  const view = await write<AtencionView>(
    context,
    'oferta',
    notas,
    () => sendJson(user.account.session, 'POST', '/api/atenciones/entradas/', body),
    (saved) => String(saved.id),
  );
  if (view.oferta) user.offers = [...user.offers.slice(1 - OFFERS_KEPT), view.oferta.id];
}

/** The action a person can do: a PDF needs an offer of their own, so the first is priced. */
export const doableAction = (name: ActionName, user: SoakUser): ActionName =>
  name === 'pdf' && user.offers.length === 0 ? 'oferta' : name;

export const runAction = (name: ActionName, user: SoakUser, context: SoakContext) =>
  ACTIONS[name](user, context);
