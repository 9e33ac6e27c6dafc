/**
 * bench/soak.ts's after-the-run checks, read straight from PostgreSQL as the owner (no API, no
 * row-level security in the way): every write the API answered with success is in the database
 * with what was sent ("no committed write is lost"), and every job of the run reached an end state
 * (SPEC §7: SUCCESS or FAILURE) within a bounded wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { JobState } from '@ventas/domain/jobs/task-status-contract';

export type WriteKind = 'agendado' | 'nota' | 'oferta' | 'exportacion';

/** One write as the client knows it: the id the API answered and the text it carried. */
export interface Write {
  kind: WriteKind;
  /** The attention's id (agendado, oferta), the note's id or the job's uuid; null if never answered. */
  id: string | null;
  /** A text unique to the write (its notes), to find it without an id; null for a job. */
  text: string | null;
}

/** What the users wrote: answered with success, and sent but never answered with success. */
export class WriteLog {
  readonly answered: Write[] = [];
  readonly unanswered: Write[] = [];
  committed(write: Write): void {
    this.answered.push(write);
  }
  inDoubt(write: Write): void {
    this.unanswered.push(write);
  }
}

/** Per kind: the rows of the given ids as (id, text); an offer only counts with its 4 packages. */
const FOUND_SQL: Record<WriteKind, string> = {
  agendado: `SELECT id::text, notas AS text FROM atenciones
             WHERE tenant_id = $1 AND tipo = 'AGENDADO' AND id = ANY($2::int[])`,
  oferta: `SELECT a.id::text, a.notas AS text FROM atenciones a
           JOIN ofertas o ON o.tenant_id = a.tenant_id AND o.atencion_id = a.id
           WHERE a.tenant_id = $1 AND a.tipo = 'OFERTA' AND a.id = ANY($2::int[])
             AND (SELECT count(*) FROM paquetes p WHERE p.tenant_id = o.tenant_id AND p.oferta_id = o.id) = 4`,
  nota: `SELECT id::text, nota AS text FROM notas_cliente WHERE tenant_id = $1 AND id = ANY($2::int[])`,
  exportacion: `SELECT id::text, NULL AS text FROM jobs WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
};

/** Per kind: how many of the given texts are in the database (writes whose answer never came). */
const BY_TEXT_SQL: Partial<Record<WriteKind, string>> = {
  agendado: `SELECT count(*)::int AS n FROM atenciones WHERE tenant_id = $1 AND notas = ANY($2::text[])`,
  oferta: `SELECT count(*)::int AS n FROM atenciones WHERE tenant_id = $1 AND notas = ANY($2::text[])`,
  nota: `SELECT count(*)::int AS n FROM notas_cliente WHERE tenant_id = $1 AND nota = ANY($2::text[])`,
};

export interface WriteCheck {
  kind: WriteKind;
  answered: number;
  found: number;
  /** Answered with success but missing, or stored with another text. */
  lost: Write[];
  unanswered: number;
  /** Of the unanswered, how many the database has anyway (committed, answer lost). */
  unansweredStored: number | null;
}

export async function checkWrites(client: pg.Client, tenantId: number, log: WriteLog): Promise<WriteCheck[]> {
  const checks: WriteCheck[] = [];
  for (const kind of Object.keys(FOUND_SQL) as WriteKind[]) {
    const answered = log.answered.filter((write) => write.kind === kind);
    const { rows } = await client.query<{ id: string; text: string | null }>(FOUND_SQL[kind], [
      tenantId,
      answered.map((write) => write.id),
    ]);
    const stored = new Map(rows.map((row) => [row.id, row.text]));
    const lost = answered.filter((write) => !stored.has(write.id!) || stored.get(write.id!) !== write.text);
    const unanswered = log.unanswered.filter((write) => write.kind === kind);
    const byText = BY_TEXT_SQL[kind];
    let unansweredStored: number | null = null;
    if (byText) {
      const texts = unanswered.map((write) => write.text);
      unansweredStored = (await client.query<{ n: number }>(byText, [tenantId, texts])).rows[0]?.n ?? 0;
    }
    checks.push({
      kind,
      answered: answered.length,
      found: answered.length - lost.length,
      lost,
      unanswered: unanswered.length,
      unansweredStored,
    });
  }
  return checks;
}

/** SPEC §7: a job moves PENDING -> STARTED -> SUCCESS | FAILURE; there is no other end. */
const ENDED: readonly string[] = ['SUCCESS', 'FAILURE'] satisfies JobState[];

export interface JobsCheck {
  /** kind -> state -> jobs. */
  byKind: Map<string, Map<string, number>>;
  /** Jobs still PENDING or STARTED when the wait ended. */
  unfinished: Array<{ id: string; kind: string; state: string; attempts: number; updated_at: Date }>;
  /** The distinct messages of the failed jobs, with how many carried each. */
  failures: Map<string, number>;
  waitedSeconds: number;
}

/** Waits (at most `maxWaitMs`) until every job of the tenant created since `since` has ended. */
export async function waitForJobs(
  client: pg.Client,
  tenantId: number,
  since: Date,
  maxWaitMs: number,
): Promise<JobsCheck> {
  const started = Date.now();
  for (;;) {
    const { rows } = await client.query<{
      id: string;
      kind: string;
      state: string;
      attempts: number;
      error: string | null;
      updated_at: Date;
    }>(
      `SELECT id::text, kind, state, attempts, error, updated_at FROM jobs
       WHERE tenant_id = $1 AND created_at >= $2 ORDER BY created_at`,
      [tenantId, since],
    );
    const unfinished = rows.filter((row) => !ENDED.includes(row.state));
    if (unfinished.length === 0 || Date.now() - started > maxWaitMs) {
      const byKind = new Map<string, Map<string, number>>();
      const failures = new Map<string, number>();
      for (const row of rows) {
        const states = byKind.get(row.kind) ?? new Map<string, number>();
        states.set(row.state, (states.get(row.state) ?? 0) + 1);
        byKind.set(row.kind, states);
        if (row.state === 'FAILURE') failures.set(row.error ?? '', (failures.get(row.error ?? '') ?? 0) + 1);
      }
      return { byKind, unfinished, failures, waitedSeconds: (Date.now() - started) / 1000 };
    }
    await sleep(2000);
  }
}
