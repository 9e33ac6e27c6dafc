import type { ApiCall } from '@ventas/domain/http/api-call';
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

/**
 * The path parameters of `recorded` when it is the declared call `declared` (same method, a path
 * of its shape, any query), null when it is another call. Fakes name the calls they answer through
 * this instead of spelling their paths, so a fake and the app cannot drift apart (issue 32).
 */
export function isCall(
  recorded: Pick<RecordedCall, 'method' | 'path'>,
  declared: Pick<ApiCall, 'method' | 'path'>,
): Record<string, string> | null {
  if (recorded.method !== declared.method) return null;
  const pathname = new URL(recorded.path, 'http://localhost').pathname;
  const names: string[] = [];
  const pattern = declared.path
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

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
