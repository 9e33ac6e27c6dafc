import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiCall } from './api-call';

const DOMAIN_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/**
 * What a provider's calls are declared under in this test: they live under a configured slug, one
 * per provider (two providers may answer the same path under their own slugs).
 */
const SLUG = 'proveedor-de-prueba';
const slugOf = (name: string) => `${SLUG}-${name.split('.').pop()!.toLowerCase()}`;

/**
 * Every call a `*.calls.ts` exports, its groups (`gerenciaCalls.stats.x`) included, and those a
 * provider's declaration makes for a slug (`proveedorBCalls(slug)`).
 */
function callsIn(value: unknown, name: string): [string, ApiCall][] {
  if (isCall(value)) return [[name, value]];
  // A schema a calls file exports beside its calls (the answer it declares) holds no call.
  if (value instanceof z.ZodType) return [];
  if (typeof value === 'function')
    return callsIn((value as (slug: string) => unknown)(slugOf(name)), `${name}(slug)`);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => callsIn(inner, `${name}.${key}`));
}

async function declaredCalls(): Promise<[string, ApiCall][]> {
  const files = readdirSync(DOMAIN_SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.calls.ts'),
  );
  const modules = await Promise.all(
    files.map(async (file) => [file, (await import(path.join(DOMAIN_SRC, file))) as object] as const),
  );
  return modules.flatMap(([file, module]) => callsIn(module, path.basename(file, '.ts')));
}

describe('the declared calls (issue 32)', () => {
  it('declare each endpoint once', async () => {
    const calls = await declaredCalls();
    expect(calls.length).toBeGreaterThan(80);
    const endpoints = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(endpoints.filter((endpoint, index) => endpoints.indexOf(endpoint) !== index)).toEqual([]);
    expect(calls.filter(([, call]) => !call.path.startsWith('/api/')).map(([name]) => name)).toEqual([]);
  });

  it('answer plain data: no answer schema transforms, so production (which skips the check) reads what the types say', async () => {
    const transforming = (await declaredCalls())
      .filter(([, call]) => {
        try {
          z.toJSONSchema(call.response, { io: 'output' });
          return false;
        } catch {
          return true;
        }
      })
      .map(([name]) => name);
    expect(transforming).toEqual([]);
  });

  it("declare a provider's calls under the slug asked for, once each", async () => {
    const calls = await declaredCalls();
    const deProveedor = calls.filter(([name]) => name.includes('(slug)'));
    expect(deProveedor.length).toBeGreaterThan(15);
    const declaradaCon = (name: string) => slugOf(name.slice(0, name.indexOf('(slug)')));
    const fuera = deProveedor.filter(
      ([name, call]) => !call.path.startsWith(`/api/scraping/${declaradaCon(name)}/`),
    );
    expect(fuera.map(([name]) => name)).toEqual([]);
  });

  it('tells a transforming answer apart (the check above can fail)', () => {
    expect(() => z.toJSONSchema(z.object({ n: z.string().transform(Number) }), { io: 'output' })).toThrow();
  });
});
