import { describe, expect, it } from 'vitest';
import { EJEMPLOS } from './ejemplos-test-support';
import { startProviderSimulator } from './simulator-server';
import { conSimulador, pedir } from './simulador-test-support';

const servidor = conSimulador();

describe('deterministic answers', () => {
  it('gives the same bytes to the same request, on this server and on a fresh one', async () => {
    const otro = await startProviderSimulator();
    try {
      for (const ejemplo of EJEMPLOS.filter((e) => e.nombre !== 'd.check-access')) {
        const primera = await pedir(servidor.url + ejemplo.ruta, { method: ejemplo.metodo });
        const segunda = await pedir(servidor.url + ejemplo.ruta, { method: ejemplo.metodo });
        const nueva = await pedir(otro.url + ejemplo.ruta, { method: ejemplo.metodo });
        expect(segunda.bytes.equals(primera.bytes), ejemplo.ruta).toBe(true);
        expect(nueva.bytes.equals(primera.bytes), ejemplo.ruta).toBe(true);
      }
    } finally {
      await otro.close();
    }
  });

  it.each([
    ['lineas', '/lineas'],
    ['facturas', '/facturas?meses=2026-07,2026-08,2026-09'],
    ['registros', '/registros?msisdns=612345678'],
    ['ordenes', '/ordenes'],
  ])('gives different documents different %s', async (_nombre, sufijo) => {
    const documentos = ['12345678Z', '87654321X', 'X1234567L', 'B12345678'];
    const cuerpos = await Promise.all(
      documentos.map(async (d) => (await pedir(`${servidor.url}/b/clientes/${d}${sufijo}`)).texto),
    );
    expect(new Set(cuerpos).size).toBe(documentos.length);
  });

  it('treats a document in lower case or with blanks as the same customer', async () => {
    const a = await pedir(`${servidor.url}/b/clientes/12345678Z/lineas`);
    const b = await pedir(`${servidor.url}/b/clientes/${encodeURIComponent(' 12345678z ')}/lineas`);
    expect(b.texto).toBe(a.texto);
  });

  it('answers a normalised address alike: "C/ Mayor, 5" is "calle mayor 5"', async () => {
    const consulta = (direccion: string) =>
      `${servidor.url}/c/cobertura?direccion=${encodeURIComponent(direccion)}&cp=28013&localidad=Madrid&provincia=Madrid`;
    const a = JSON.parse((await pedir(consulta('C/ Mayor, 5'))).texto) as { tecnologias: unknown };
    const b = JSON.parse((await pedir(consulta('calle mayor 5'))).texto) as { tecnologias: unknown };
    expect(b.tecnologias).toEqual(a.tecnologias);
  });
});
