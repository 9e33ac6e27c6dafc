import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GerenciaCuentas } from '@ventas/domain/gerencia/gerencia-contract';
import type { AccionesComerciales } from '@ventas/domain/gerencia/stats-contract';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { parsedRows, type Database } from '../database';
import { openDatabase } from '../open-database';
import { ensurePlatformData } from '../seed/platform-data';
import { postgresBinaries, startHotStandbyPair, type HotStandbyPair } from './hot-standby.test-support';
import { DATA_LAG_HEADER, WRITTEN_POSITION_COOKIE } from './read-your-writes';
import { JOB_REPLAY_WAIT_MS } from './standby-reads';
import { hasReached } from './wal-position';

/**
 * Issue 30 against a real streaming standby: with its replay paused, Gerencia and the statistics
 * show what the standby holds (and say how old it is), while a caller who has just written reads
 * from the primary. Runs in the PostgreSQL passes, where the server binaries are installed.
 */
const serverUrl = process.env['DATABASE_URL'];

// Not skipped on the embedded PGlite: there the file checks that this pass is PGlite's.
if (!serverUrl) {
  describe('reads that may lag, on a hot standby', () => {
    it('run in the PostgreSQL passes; this one is on the embedded PGlite', async () => {
      expect((await testDatabase()).engine).toBe('pglite');
    });
  });
}

const VENTANA = 'fechas_after=2026-10-02&fechas_before=2026-11-01';
const STATS = 'updated_on_after=2026-10-02&updated_on_before=2026-11-01';
const MEDIO = new Date('2026-10-15T10:00:00Z');

if (serverUrl)
  describe('reads that may lag, on a hot standby', () => {
    let pair: HotStandbyPair;
    let database: Database;
    let app: FastifyInstance;
    let tenant: TestTenant;
    let headers: Record<string, string>;

    /** As a superuser on the standby: pause or resume its replay. */
    const onStandby = async (statement: string) => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: pair.standbyUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };

    const caughtUp = async () => {
      const position = await database.standby!.writtenPosition();
      for (let tries = 0; tries < 200; tries += 1) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: pair.standbyUrl });
        await client.connect();
        const { rows } = await client.query<{ replayed: string }>(
          'SELECT pg_last_wal_replay_lsn()::text AS replayed',
        );
        await client.end();
        if (hasReached(rows[0]!.replayed, position)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('La réplica no alcanzó al primario');
    };

    const nuevaAtencion = async () => {
      const comercial = tenant.accounts.comercial.id;
      const cliente = await insertCliente(database, tenant.id, {
        nombre: `C${Math.random()}`,
        comercialId: comercial,
      });
      await insertAtencion(database, tenant.id, {
        clienteId: cliente,
        comercialId: comercial,
        tipo: 'AGENDADO',
        updatedOn: MEDIO,
      });
    };

    /** A job's lagging read (no request): the attentions it sees, and which server answered. */
    const contarEnLectura = async () => {
      const [row] = await database.tenantLagging(tenant.id, async (tx) =>
        parsedRows(
          await tx.execute(
            sql`SELECT count(*)::int AS n, CASE WHEN current_setting('application_name') = 'ventas-lecturas'
                THEN 'reserva' ELSE 'primario' END AS servidor FROM atenciones`,
          ),
          z.object({ n: z.number(), servidor: z.enum(['reserva', 'primario']) }),
        ),
      );
      return row;
    };

    const gerencia = async (cookie?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/comerciales/gerencia/?${VENTANA}`,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return {
        atenciones: (response.json() as GerenciaCuentas).total.atencion,
        lag: response.headers[DATA_LAG_HEADER],
      };
    };

    /** The written-position cookie a write hands out, as the browser would send it back. */
    const cookieOfAWrite = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/',
        headers: { host: tenant.host },
        payload: { username: 'manager', password: 'prueba-1234' },
      });
      expect(response.statusCode).toBe(200);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(
        new RegExp(`^${WRITTEN_POSITION_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/api; HttpOnly`),
      );
      return setCookie.split(';')[0]!;
    };

    beforeAll(async () => {
      // Never a silent skip: the PostgreSQL passes need the server's own binaries for the standby.
      const bin = postgresBinaries();
      if (!bin)
        throw new Error('Faltan pg_basebackup e initdb: node scripts/ensure-system-deps.mjs --for=ci');
      pair = await startHotStandbyPair(bin);
      database = await openDatabase({ databaseUrl: pair.primaryUrl, readDatabaseUrl: pair.standbyUrl });
      await ensurePlatformData(database);
      ({ app } = await createTestApp({}, { database }));
      tenant = await createTestTenant(database);
      headers = bearer((await login(app, tenant, 'manager')).access, tenant.host);
      await nuevaAtencion();
      await caughtUp();
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await pair?.stop();
    });

    it('serves Gerencia from the standby, and says the data is current when it has replayed all', async () => {
      expect(await gerencia()).toEqual({ atenciones: 1, lag: '0' });
      const servedBy = await database.tenantLagging(tenant.id, async (tx) =>
        parsedRows(
          await tx.execute(sql`SELECT current_setting('application_name') AS name`),
          z.object({ name: z.string() }),
        ),
      );
      expect(servedBy[0]?.name).toBe('ventas-lecturas');
    });

    describe('with the standby’s replay paused', () => {
      beforeAll(async () => {
        await onStandby('SELECT pg_wal_replay_pause()');
        await nuevaAtencion();
        // Past a whole second behind the last commit the standby replayed.
        await new Promise((resolve) => setTimeout(resolve, 1200));
      });
      afterAll(async () => {
        await onStandby('SELECT pg_wal_replay_resume()');
      });

      it('shows Gerencia and the statistics as the standby has them, with their lag', async () => {
        const stale = await gerencia();
        expect(stale.atenciones).toBe(1);
        expect(Number(stale.lag)).toBeGreaterThanOrEqual(1);
        const stats = await app.inject({
          method: 'GET',
          url: `/api/atenciones/stats/accionesComerciales/?${STATS}`,
          headers,
        });
        const acciones = (stats.json() as AccionesComerciales).acciones;
        expect(acciones.find((accion) => accion.figura === 'atencion')?.clientes).toBe(1);
        expect(Number(stats.headers[DATA_LAG_HEADER])).toBeGreaterThanOrEqual(1);
      });

      it('reads from the primary for a caller who has just written', async () => {
        expect(await gerencia(await cookieOfAWrite())).toEqual({ atenciones: 2, lag: '0' });
      });

      it('reads from the primary for a cookie that is not a position', async () => {
        expect(await gerencia(`${WRITTEN_POSITION_COOKIE}=0/1'--`)).toEqual({ atenciones: 2, lag: '0' });
      });

      it('sends a job (no caller) to the primary at once while the standby’s replay is paused', async () => {
        const started = Date.now();
        expect(await contarEnLectura()).toEqual({ n: 2, servidor: 'primario' });
        expect(Date.now() - started).toBeLessThan(JOB_REPLAY_WAIT_MS);
      });
    });

    it('returns to the standby once it has replayed the caller’s write', async () => {
      const cookie = await cookieOfAWrite();
      await caughtUp();
      expect(await gerencia(cookie)).toEqual({ atenciones: 2, lag: '0' });
    });

    it('lets a job wait the moment a streaming standby needs for the latest write, and read there', async () => {
      await caughtUp();
      await nuevaAtencion();
      expect(await contarEnLectura()).toEqual({ n: 3, servidor: 'reserva' });
    });

    it('reads from the primary when the standby is gone', async () => {
      await pair.stopStandby();
      expect(await gerencia()).toEqual({ atenciones: 3, lag: '0' });
    });
  });
