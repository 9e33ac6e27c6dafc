/**
 * The simulated people of bench/soak.ts and bench/embedded-capacity.ts (issue 28 §5's soak, issue
 * 29 §6's capacity): the Comercial accounts they share, and each person's loop of actions by the
 * mix (lib/soak-mix.ts), pausing 0.5–2 s between them, giving up on an action after a timeout and
 * retrying what got no answer, as a person would.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Agent } from 'node:http';
import { ApiSession } from './load';
import {
  doableAction,
  HttpFailure,
  runAction,
  type SoakAccount,
  type SoakContext,
  type SoakUser,
} from './soak-actions';
import type { WriteLog } from './soak-checks';
import type { SoakRecorder } from './soak-figures';
import { pickAction, type ActionName } from './soak-mix';
import { lit } from './seed-sql';

/** Issue 28 §5: each user pauses 0.5–2 s between actions. */
export const PAUSE_MS = { min: 500, max: 2000 } as const;
/** A person retries what failed for want of an answer, a few times, then moves on. */
const MAX_RETRIES = 3;
/** The tenant's Comercial accounts (lib/offer-tenant.ts) the users share. */
export const COMERCIALES = ['comercial', 'comercial02', 'comercial03'] as const;
/** Customers per account the users write to (random ones of the account's own). */
const CUSTOMERS_PER_ACCOUNT = 2000;

/** A Comercial account as the database has it, before anyone signs in. */
export interface AccountRows {
  username: string;
  id: number;
  clientes: number[];
  particulares: number[];
}

/** Runs a query and gives its rows: pg's client.query, or drizzle's execute on PGlite. */
export type RunQuery = <T>(text: string) => Promise<T[]>;

/**
 * Each Comercial's id and random customers of its own. Read before the API starts on PGlite (its
 * data directory has one user at a time), hence values in the text rather than parameters.
 */
export async function comercialRows(query: RunQuery, tenantId: number): Promise<AccountRows[]> {
  const accounts: AccountRows[] = [];
  for (const username of COMERCIALES) {
    const rows = await query<{ id: number; particular: boolean }>(
      `SELECT c.id, c.segmento = 'PARTICULAR' AS particular FROM clientes c
       JOIN accounts a ON a.tenant_id = c.tenant_id AND a.id = c.comercial_id
       WHERE c.tenant_id = ${Number(tenantId)} AND a.username = ${lit(username)}
       ORDER BY random() LIMIT ${CUSTOMERS_PER_ACCOUNT}`,
    );
    const [account] = await query<{ id: number }>(
      `SELECT id FROM accounts WHERE tenant_id = ${Number(tenantId)} AND username = ${lit(username)}`,
    );
    accounts.push({
      username,
      id: account!.id,
      clientes: rows.map((row) => row.id),
      particulares: rows.filter((row) => row.particular).map((row) => row.id),
    });
  }
  return accounts;
}

/** The accounts signed in on `baseUrl`, their calls on `agent`. */
export async function signIn(
  rows: readonly AccountRows[],
  baseUrl: string,
  password: string,
  agent: Agent,
): Promise<SoakAccount[]> {
  return Promise.all(
    rows.map(async ({ username, ...account }) => {
      const session = new ApiSession(baseUrl, username, password, agent);
      await session.token();
      return { session, ...account };
    }),
  );
}

/** What the people share: the accounts, the manager, the catalogue, the log of writes. */
export function soakContext(
  parts: Pick<SoakContext, 'comerciales' | 'manager' | 'catalogue'> & { writes: WriteLog },
): SoakContext {
  const runTag = Date.now().toString(36);
  let written = 0;
  return { ...parts, uniqueText: (prefix) => `${prefix} [soak ${runTag}-${(written += 1)}]` };
}

/** `count` people spread over the accounts; `first` numbers them on from an earlier group. */
export function soakUsers(count: number, comerciales: readonly SoakAccount[], first = 0): SoakUser[] {
  return Array.from({ length: count }, (_, k) => ({
    account: comerciales[(first + k) % comerciales.length]!,
    lastPage: [],
    offers: [],
    saves: first + k,
  }));
}

/** The action's answer, or a rejection with code TIMEOUT after `ms` (the call itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer in ${ms} ms`), { code: 'TIMEOUT' })),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const pause = () => sleep(PAUSE_MS.min + Math.random() * (PAUSE_MS.max - PAUSE_MS.min));

export interface PersonOptions {
  /** performance.now() ms after which the person starts no new action. */
  deadline: number;
  /** An action not answered in this long fails. */
  timeoutMs: number;
}

/** One person: actions by the mix until the deadline, bounded in count too. */
export async function person(
  user: SoakUser,
  context: SoakContext,
  recorder: SoakRecorder,
  { deadline, timeoutMs }: PersonOptions,
): Promise<void> {
  const maxActions = Math.ceil((deadline - performance.now()) / PAUSE_MS.min) + 1;
  // People start at random moments, not all on the same click.
  await sleep(Math.random() * PAUSE_MS.max);
  let retry: ActionName | null = null;
  let retries = 0;
  for (let n = 0; n < maxActions && performance.now() < deadline; n += 1) {
    const name: ActionName = retry ?? doableAction(pickAction(), user);
    const started = performance.now();
    let failure: unknown = null;
    try {
      await withTimeout(runAction(name, user, context), timeoutMs);
    } catch (error) {
      failure = error;
    }
    recorder.record(name, started, performance.now(), failure);
    // A refusal (4xx) would be refused again; no answer, or a 5xx, is worth another try.
    const unanswered = failure !== null && !(failure instanceof HttpFailure && failure.status < 500);
    retries = unanswered ? retries + 1 : 0;
    retry = unanswered && retries <= MAX_RETRIES ? name : null;
    await pause();
  }
}
