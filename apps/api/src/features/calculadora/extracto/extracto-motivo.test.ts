import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import {
  bolsaDelMes,
  PAQUETES,
  seedCalculadora,
  tramosTienda,
  venta,
} from '../../../../test/support/calculadora-sales';
import { createTestApp, createTestTenant } from '../../../../test/support/test-app';

/**
 * Issue 29 §5: a sale whose part of the commission is 0,00 € says why, from the rule that gave it
 * nothing (aportaciones.ts), not guessed by the screen.
 */

let app: FastifyInstance;
let call: Caller;
const ACTUAL = textoMes(mesDe(madridToday()));

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  const tenant = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
  const fx = await seedCalculadora(call);
  const comercialId = tenant.accounts.comercial.id;
  // One offer this month: a FIBRA main line and a MOVIL additional line; only FIBRA has an objective.
  await venta(call, created.database, tenant.id, {
    role: 'comercial',
    comercialId,
    paquetes: [PAQUETES.principal(fx.catalogue), PAQUETES.adicional(fx.catalogue)],
  });
  const objetivo = await call('admin', 'POST', '/api/calculadora/objetivos/', {
    comercial: comercialId,
    fecha: ACTUAL,
    familia: fx.fibra,
    peso: 100,
    objetivo: 1,
  });
  expect(objetivo.statusCode).toBe(201);
  await tramosTienda(call, [comercialId]);
  await bolsaDelMes(call, comercialId, ACTUAL);
});

afterAll(() => app.close());

describe('GET /api/calculadora/extracto/: why a sale brought nothing', () => {
  it('gives FIBRA the whole commission and says the MOVIL sale had no objective this month', async () => {
    const response = await call(
      'comercial',
      'GET',
      `/api/calculadora/extracto/?month_year_updated_on=${ACTUAL}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.comision).toBe('240.00');
    const partes = body.ventas.map(
      (v: { familia: string; aportacion: string; motivo_sin_parte: unknown }) => [
        v.familia,
        v.aportacion,
        v.motivo_sin_parte,
      ],
    );
    expect(partes.sort()).toEqual([
      ['FIBRA', '240.00', null],
      ['MOVIL', '0.00', 'sin objetivo de MOVIL este mes'],
    ]);
  });
});
