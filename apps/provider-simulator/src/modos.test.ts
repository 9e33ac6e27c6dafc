import { afterEach, describe, expect, it } from 'vitest';
import { MARCAS_FALLO } from './respuestas-fallo';
import { startProviderSimulator } from './simulator-server';
import { conSimulador, control, pedir } from './simulador-test-support';

const servidor = conSimulador();
const LINEAS = '/b/clientes/12345678Z/lineas';
const CONTRATO = '/b/contratos/CTR-X-1/pdf';

afterEach(async () => {
  await control(servidor.url, 'DELETE', 'modos');
});

async function cronometrar(ruta: string): Promise<{ ms: number; status: number }> {
  const inicio = performance.now();
  const { status } = await pedir(servidor.url + ruta);
  return { ms: performance.now() - inicio, status };
}

describe('fault modes', () => {
  it('lento waits retraso_ms, then answers normally', async () => {
    const normal = await cronometrar(LINEAS);
    await control(servidor.url, 'PUT', 'modos', { 'b.lineas': { modo: 'lento', retraso_ms: 600 } });
    const lento = await cronometrar(LINEAS);
    expect(lento.status).toBe(200);
    expect(lento.ms).toBeGreaterThanOrEqual(590);
    // Without the mode the same call answers sooner than the delay: the wait is the mode's. (Not
    // a difference of the two: on a loaded machine the normal answer itself can take 100 ms.)
    expect(normal.ms).toBeLessThan(590);
  });

  it('lento waits 1500 ms when no retraso_ms is given', async () => {
    await control(servidor.url, 'PUT', 'modos', { 'b.releases': { modo: 'lento' } });
    expect((await cronometrar('/b/grupomm/releases')).ms).toBeGreaterThanOrEqual(1490);
  });

  it('fallo answers 500 with a stack trace, an internal host and a session cookie', async () => {
    await control(servidor.url, 'PUT', 'modos', { 'b.lineas': { modo: 'fallo' } });
    const respuesta = await pedir(servidor.url + LINEAS);
    expect(respuesta.status).toBe(500);
    for (const marca of Object.values(MARCAS_FALLO)) expect(respuesta.texto).toContain(marca);
    expect(respuesta.texto).toContain('session=abc123');
  });

  it('basura answers 200 with a body that is neither JSON nor a PDF', async () => {
    await control(servidor.url, 'PUT', 'modos', {
      'b.lineas': { modo: 'basura' },
      'b.contrato-pdf': { modo: 'basura' },
    });
    const json = await pedir(servidor.url + LINEAS);
    expect(json.status).toBe(200);
    expect(() => JSON.parse(json.texto)).toThrow();
    const pdf = await pedir(servidor.url + CONTRATO);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
  });

  it('no-encontrado answers 404', async () => {
    await control(servidor.url, 'PUT', 'modos', { 'b.lineas': { modo: 'no-encontrado' } });
    expect((await pedir(servidor.url + LINEAS)).status).toBe(404);
  });

  it('applies `*` to every route, a route of its own beating it, until the modes are reset', async () => {
    await control(servidor.url, 'PUT', 'modos', { '*': { modo: 'fallo' }, 'b.recursos': { modo: 'normal' } });
    expect((await pedir(servidor.url + LINEAS)).status).toBe(500);
    expect((await pedir(`${servidor.url}/c/geocoding?direccion=Calle%20Sol%201&cp=41001`)).status).toBe(500);
    expect((await pedir(`${servidor.url}/b/grupomm/recursos`)).status).toBe(200);
    expect(await control(servidor.url, 'GET', 'modos')).toEqual({
      '*': { modo: 'fallo' },
      'b.recursos': { modo: 'normal' },
    });
    expect(await control(servidor.url, 'DELETE', 'modos')).toEqual({});
    expect((await pedir(servidor.url + LINEAS)).status).toBe(200);
  });

  it('refuses an unknown route name or mode with 400', async () => {
    for (const cuerpo of [
      { 'b.nada': { modo: 'fallo' } },
      { 'b.lineas': { modo: 'roto' } },
      { 'b.lineas': { modo: 'lento', retraso_ms: -1 } },
    ]) {
      const respuesta = await fetch(`${servidor.url}/__simulador/modos`, {
        method: 'PUT',
        body: JSON.stringify(cuerpo),
      });
      expect(respuesta.status).toBe(400);
    }
    const roto = await fetch(`${servidor.url}/__simulador/modos`, { method: 'PUT', body: '{no es json' });
    expect(roto.status).toBe(400);
  });
});

describe('cuelga', () => {
  it('never answers, and close() still ends while the request hangs', async () => {
    const simulador = await startProviderSimulator();
    await control(simulador.url, 'PUT', 'modos', { 'b.lineas': { modo: 'cuelga' } });
    await expect(pedir(simulador.url + LINEAS, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const colgada = pedir(simulador.url + LINEAS).then(
      () => 'contestada',
      () => 'cortada',
    );
    await new Promise((r) => setTimeout(r, 50));
    const inicio = performance.now();
    await simulador.close();
    expect(performance.now() - inicio).toBeLessThan(1000);
    expect(await colgada).toBe('cortada');
  });

  it('close() also ends a slow request without answering it', async () => {
    const simulador = await startProviderSimulator();
    await control(simulador.url, 'PUT', 'modos', { '*': { modo: 'lento', retraso_ms: 60_000 } });
    const lenta = pedir(simulador.url + LINEAS).then(
      () => 'contestada',
      () => 'cortada',
    );
    await new Promise((r) => setTimeout(r, 50));
    const inicio = performance.now();
    await simulador.close();
    expect(performance.now() - inicio).toBeLessThan(1000);
    expect(await lenta).toBe('cortada');
  });
});

describe('call counts', () => {
  it('counts the calls of each route name until reset', async () => {
    await control(servidor.url, 'DELETE', 'llamadas');
    await pedir(servidor.url + LINEAS);
    await pedir(servidor.url + LINEAS);
    await pedir(`${servidor.url}/d/management/vistas/tickets?since=2026-10-01&until=2026-10-02`);
    await pedir(`${servidor.url}/no/existe`);
    const llamadas = (await control(servidor.url, 'GET', 'llamadas')) as Record<string, number>;
    expect(llamadas['b.lineas']).toBe(2);
    expect(llamadas['d.vista']).toBe(1);
    expect(llamadas['b.facturas']).toBe(0);
    expect(Object.values(llamadas).reduce((a, b) => a + b, 0)).toBe(3);
    const reiniciadas = (await control(servidor.url, 'DELETE', 'llamadas')) as Record<string, number>;
    expect(Object.values(reiniciadas).every((n) => n === 0)).toBe(true);
  });
});

describe('check-access', () => {
  const acceso = async () =>
    JSON.parse((await pedir(`${servidor.url}/d/management/check-access`)).texto) as unknown;

  it('denies the first two calls after start, then grants access', async () => {
    const simulador = await startProviderSimulator();
    try {
      const respuestas = [];
      for (let i = 0; i < 3; i++)
        respuestas.push(JSON.parse((await pedir(`${simulador.url}/d/management/check-access`)).texto));
      expect(respuestas).toEqual([
        { data: { access: false } },
        { data: { access: false } },
        { data: { access: true } },
      ]);
    } finally {
      await simulador.close();
    }
  });

  it('denies as many calls as PUT /__simulador/acceso says', async () => {
    expect(await control(servidor.url, 'PUT', 'acceso', { denegaciones: 1 })).toEqual({ denegaciones: 1 });
    expect(await acceso()).toEqual({ data: { access: false } });
    expect(await acceso()).toEqual({ data: { access: true } });
    expect(await control(servidor.url, 'GET', 'acceso')).toEqual({ denegaciones: 0 });
  });
});
