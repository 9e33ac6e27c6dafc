import { describe, expect, it } from 'vitest';
import { RUTAS_UPSTREAM, type RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { EJEMPLOS } from './ejemplos-test-support';
import { respuestaEsperada } from './manejadores';
import { conSimulador, pedir } from './simulador-test-support';

const servidor = conSimulador();

describe('every provider route', () => {
  it('has an example request here', () => {
    const cubiertas = new Set(EJEMPLOS.map((e) => e.nombre));
    expect(Object.keys(RUTAS_UPSTREAM).filter((n) => !cubiertas.has(n as RutaUpstream))).toEqual([]);
  });

  it.each(EJEMPLOS.map((e) => [e.ruta, e] as const))(
    'answers %s with its method and schema',
    async (_ruta, ejemplo) => {
      expect(RUTAS_UPSTREAM[ejemplo.nombre].metodo).toBe(ejemplo.metodo);
      const respuesta = await pedir(servidor.url + ejemplo.ruta, { method: ejemplo.metodo });
      expect(respuesta.status).toBe(200);
      const esperada = respuestaEsperada(ejemplo.nombre, ejemplo.params);
      if (esperada === 'pdf') {
        expect(respuesta.headers.get('content-type')).toBe('application/pdf');
        expect(respuesta.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } else {
        expect(respuesta.headers.get('content-type')).toBe('application/json; charset=utf-8');
        const parsed = esperada.safeParse(JSON.parse(respuesta.texto));
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    },
  );

  it('answers an unknown path with a JSON 404', async () => {
    for (const ruta of [
      '/',
      '/b',
      '/b/clientes',
      '/x/grupomm/recursos',
      '/b/grupomm/recursos/',
      '/c/cobertura/extra',
    ]) {
      const respuesta = await pedir(servidor.url + ruta);
      expect(respuesta.status, ruta).toBe(404);
      expect(JSON.parse(respuesta.texto)).toEqual({ error: 'No encontrado' });
    }
  });

  it('answers an unknown D view with 404 and a route called with the wrong method with 405', async () => {
    expect(
      (await pedir(`${servidor.url}/d/management/vistas/otra?since=2026-10-01&until=2026-10-02`)).status,
    ).toBe(404);
    const metodo = await pedir(`${servidor.url}/b/cobertura/sesion`);
    expect(metodo.status).toBe(405);
    expect(metodo.headers.get('allow')).toBe('POST');
  });

  it.each([
    '/b/clientes/12345678Z/facturas',
    '/b/clientes/12345678Z/facturas?meses=2026-13',
    '/b/clientes/12345678Z/registros?msisdns=12345',
    '/b/clientes/12345678Z/renuevo?tipo=OTRO&msisdn=612345678',
    '/b/cobertura/direcciones?direccion=Calle%20Mayor&cp=280',
    '/c/cobertura?direccion=Calle%20Mayor%205&cp=28013',
    '/c/geocoding?cp=28013',
    '/d/management/vistas/tickets?since=2026-10-05&until=2026-10-01',
    '/d/management/vistas/tickets?since=2026-10-05',
    '/b/renuevo/condiciones/123',
    '/b/contratos/a%22b/pdf',
  ])('refuses the invalid query or id of %s with 400', async (ruta) => {
    const respuesta = await pedir(servidor.url + ruta);
    expect(respuesta.status).toBe(400);
    expect(JSON.parse(respuesta.texto)).toHaveProperty('error');
  });
});
