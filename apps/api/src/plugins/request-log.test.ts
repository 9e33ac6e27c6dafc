import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { testDatabase } from '../../test/support/test-database';
import { maskSensitive, safeError } from './request-log';

const DNI = '12345678Z';
const IBAN = 'ES9121000418450200051332';

describe('what a log line says of an error', () => {
  it('keeps a failed statement but not its parameters, nor the value the database quotes', async () => {
    const database = await testDatabase();
    const error = await database.owner
      .execute(sql`SELECT ${DNI}::int AS documento, ${IBAN}::text AS iban`)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    if (!(error instanceof Error)) throw new Error('the statement should have failed');
    // The driver's error, as it is: both values in its text.
    expect(`${error.message} ${String(error.cause)}`).toContain(DNI);
    const line = JSON.stringify(safeError(error));
    expect(line).toContain('Failed query: SELECT $1::int');
    expect(line).toContain('"code":"22P02"');
    expect(line).not.toContain(DNI);
    expect(line).not.toContain(IBAN);
  });

  it('masks documents, IBANs and JWTs anywhere in a text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJh';
    const text = `dni ${DNI}, nie X1234567L, cif B12345674, iban ${IBAN} o ES91 2100 0418 4502 0005 1332, token ${jwt}`;
    expect(maskSensitive(text)).toBe(
      'dni [oculto], nie [oculto], cif [oculto], iban [oculto] o [oculto], token [oculto]',
    );
    // Ids, request ids and route templates stay readable.
    const plain = 'req 9f2c4a1b0d3e5f67, cliente 123456, /api/clientes/:id/';
    expect(maskSensitive(plain)).toBe(plain);
  });
});

describe('which requests a production log keeps at info', () => {
  it("keeps every API call and leaves the web app's files to debug", async () => {
    const dist = await mkdtemp(join(tmpdir(), 'ventas-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Ventas</title>');
    const lines: Array<{ msg: string; route?: string; statusCode?: number }> = [];
    const { app } = await createTestApp(
      { webDistDir: dist },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    try {
      for (const url of ['/', '/index.html', '/teletrabajo', '/api/health/live', '/api/no-existe/'])
        await app.inject({ method: 'GET', url });
      const completed = lines.filter((line) => line.msg === 'request completed');
      // The stream takes info and above: the three web app requests left no line.
      expect(completed.map((line) => [line.route, line.statusCode])).toEqual([
        ['/api/health/live', 200],
        ['unmatched', 404],
      ]);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
