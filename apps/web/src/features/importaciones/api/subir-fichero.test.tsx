import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { createFakeServer } from '../../../test/fake-server';
import { FICHERO } from '../test/importaciones-fixtures';
import { SUBIDA_CON_PROGRESO_BYTES, subirFichero } from './subir-fichero';

/** A stand-in XMLHttpRequest: sends report progress in two halves, then the planned answer. */
function stubXhr(status: number, body: unknown) {
  const enviados: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(data: unknown) {
      enviados.push({ url: this.url, headers: this.headers, body: data });
      const total = SUBIDA_CON_PROGRESO_BYTES * 2;
      for (const loaded of [total / 2, total])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return enviados;
}

const grande = () => new File([new Uint8Array(SUBIDA_CON_PROGRESO_BYTES * 2)], 'grande.csv');

describe('subirFichero', () => {
  it('reports the progress of a large upload and answers its columns', async () => {
    localStorage.setItem('access', 'token-1');
    const enviados = stubXhr(200, FICHERO);
    const progreso: number[] = [];
    const subido = await subirFichero(grande(), (enviado, total) => progreso.push(enviado / total));
    expect(subido).toEqual(FICHERO);
    expect(progreso).toEqual([0.5, 1]);
    expect(enviados[0]?.url).toBe('/api/importaciones/fichero/');
    expect(enviados[0]?.headers.Authorization).toBe('Bearer token-1');
    expect((enviados[0]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("turns a refusal into the app's ApiError with the server's body", async () => {
    stubXhr(400, { file: ['No es un CSV'] });
    const subida = subirFichero(grande(), () => {});
    await expect(subida).rejects.toBeInstanceOf(ApiError);
    await expect(subida).rejects.toMatchObject({ status: 400, body: { file: ['No es un CSV'] } });
  });

  it("retries through the app's client when the token had expired", async () => {
    stubXhr(401, { detail: 'Token caducado' });
    const server = createFakeServer(() => ({ status: 200, body: FICHERO }));
    vi.stubGlobal('fetch', server.fetch);
    expect(await subirFichero(grande(), () => {})).toEqual(FICHERO);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/importaciones/fichero/',
    ]);
  });

  it("sends a small file through the app's client", async () => {
    const enviados = stubXhr(500, null);
    const server = createFakeServer(() => ({ status: 200, body: FICHERO }));
    vi.stubGlobal('fetch', server.fetch);
    expect(await subirFichero(new File(['a;b'], 'p.csv'), () => {})).toEqual(FICHERO);
    expect(enviados).toEqual([]);
  });
});
