import { describe, expect, it } from 'vitest';
import { EJEMPLOS } from './ejemplos-test-support';
import { conSimulador, pedir } from './simulador-test-support';

const servidor = conSimulador();
const basic = (credenciales: string) => `Basic ${Buffer.from(credenciales).toString('base64')}`;

describe('provider credentials', () => {
  it.each(EJEMPLOS.map((e) => [e.ruta, e] as const))(
    '%s answers 401 without Authorization',
    async (_ruta, ejemplo) => {
      const respuesta = await fetch(servidor.url + ejemplo.ruta, { method: ejemplo.metodo });
      expect(respuesta.status).toBe(401);
      expect(await respuesta.json()).toEqual({ error: 'Credenciales requeridas' });
    },
  );

  it.each([['Bearer abc'], ['Basic'], [basic('sin-dos-puntos')], [basic(':solo-clave')], ['Basic %%%']])(
    'answers 401 to the header %j',
    async (authorization) => {
      expect((await pedir(`${servidor.url}/b/grupomm/recursos`, { headers: { authorization } })).status).toBe(
        401,
      );
    },
  );

  it('answers 403 to the refused password, without repeating what was sent', async () => {
    const respuesta = await pedir(`${servidor.url}/b/clientes/12345678Z/lineas`, {
      headers: { authorization: basic('usuario-secreto:rechazada'), cookie: 'sid=galleta-secreta' },
    });
    expect(respuesta.status).toBe(403);
    expect(JSON.parse(respuesta.texto)).toEqual({ error: 'Credenciales rechazadas' });
    expect(respuesta.texto).not.toMatch(/usuario-secreto|galleta-secreta/);
  });

  it('accepts and ignores a Cookie, answering the same as without one', async () => {
    const sin = await pedir(`${servidor.url}/b/clientes/12345678Z/lineas`);
    const con = await pedir(`${servidor.url}/b/clientes/12345678Z/lineas`, {
      headers: { cookie: 'sid=galleta-secreta' },
    });
    expect(con.status).toBe(200);
    expect(con.texto).toBe(sin.texto);
    expect(con.texto).not.toContain('galleta-secreta');
  });

  it('needs no credentials on the control API', async () => {
    expect((await fetch(`${servidor.url}/__simulador/llamadas`)).status).toBe(200);
  });
});
