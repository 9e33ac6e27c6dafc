import { afterAll, beforeAll } from 'vitest';
import { startProviderSimulator, type ProviderSimulator } from './simulator-server';

/** Test helpers: one simulator per test file, on a free loopback port. */
export const AUTH = { authorization: `Basic ${Buffer.from('ana@tienda:clave-buena').toString('base64')}` };

export function conSimulador(): { readonly url: string; readonly simulador: ProviderSimulator } {
  let simulador: ProviderSimulator | undefined;
  beforeAll(async () => {
    simulador = await startProviderSimulator({ port: 0 });
  });
  afterAll(async () => {
    await simulador?.close();
  });
  return {
    get url() {
      if (!simulador) throw new Error('El simulador no ha arrancado');
      return simulador.url;
    },
    get simulador() {
      if (!simulador) throw new Error('El simulador no ha arrancado');
      return simulador;
    },
  };
}

export interface Leida {
  status: number;
  headers: Headers;
  bytes: Buffer;
  texto: string;
}

/** A request with credentials unless `headers` says otherwise; the whole body read. */
export async function pedir(url: string, init: RequestInit = {}): Promise<Leida> {
  const response = await fetch(url, {
    ...init,
    headers: { ...AUTH, ...(init.headers as Record<string, string>) },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, texto: bytes.toString('utf8') };
}

export async function control(
  url: string,
  metodo: 'GET' | 'PUT' | 'DELETE',
  recurso: string,
  cuerpo?: unknown,
): Promise<unknown> {
  const response = await fetch(`${url}/__simulador/${recurso}`, {
    method: metodo,
    headers: { 'content-type': 'application/json' },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  if (!response.ok) throw new Error(`Control ${metodo} ${recurso}: ${response.status}`);
  return response.json();
}
