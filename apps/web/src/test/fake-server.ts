import { vi } from 'vitest';

/** A stand-in for the API: records every fetch and answers from a handler. */
export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

export function createFakeServer(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    const reply = await handler(call);
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetch };
}

/** Minimal matchMedia for jsdom: evaluates (min-width) / (max-width) against a viewport width. */
export function stubViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, value]) =>
      kind === 'min' ? width >= Number(value) : width <= Number(value),
    );
  const matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Undone after each test by vi.unstubAllGlobals() in setup-tests.ts.
  vi.stubGlobal('matchMedia', matchMedia);
}
