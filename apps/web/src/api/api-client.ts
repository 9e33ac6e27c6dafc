import { TOKEN_REFRESH_WAIT_MS } from '../config/constants';
import { wait } from '../lib/wait';
import { nombreEnContentDisposition } from '@ventas/domain/proveedores/content-disposition';
import { REQUEST_ID_HEADER, type ApiCallLog } from './api-call-log';
import { ApiError } from './api-error';
import type { TokenStorage, Tokens } from './token-storage';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON unless it is FormData, Blob or URLSearchParams. */
  body?: unknown;
  /** 'file': a `DownloadedFile`, its name from our Content-Disposition header. */
  responseType?: 'json' | 'blob' | 'text' | 'file';
  /** false for the token endpoints: no bearer header and no refresh-and-retry. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** A downloaded file and the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;
type WriteOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: ReadOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  delete<T>(path: string, options?: ReadOptions): Promise<T>;
}

export interface ApiClientOptions {
  tokens: TokenStorage;
  /** SPEC §8: the refresh failed or the retry was 401 again. */
  onSessionExpired: () => void;
  /** SPEC §4/§8: the server answered 503. */
  onMaintenance: () => void;
  baseUrl?: string;
  refreshWaitMs?: number;
  /** Issue 29: developer mode's record of the last calls (each HTTP call, a retry its own). */
  callLog?: ApiCallLog;
  /** Issue 30: the lag, in seconds, an answer read from the standby with (its X-Datos-Retraso). */
  onDataLag?: (seconds: number) => void;
}

/** Set by the server on the answers a standby may serve (apps/api db/lagging-reads). */
export const DATA_LAG_HEADER = 'X-Datos-Retraso';

export const TOKEN_REFRESH_PATH = '/api/token-refresh/';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, onSessionExpired, onMaintenance, callLog, onDataLag } = options;
  const baseUrl = options.baseUrl ?? '';
  const refreshWaitMs = options.refreshWaitMs ?? TOKEN_REFRESH_WAIT_MS;
  // SPEC §8: concurrent 401s share one refresh.
  let refreshing: Promise<boolean> | null = null;

  function send(path: string, init: RequestOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = encodeBody(init.body, headers);
    const url = buildUrl(baseUrl, path, init.query);
    const method = init.method ?? 'GET';
    const sent = globalThis.fetch(url, { method, headers, body, signal: init.signal ?? null });
    return callLog?.recording ? logged(sent, method, url) : sent;
  }

  /** Records the call once answered (or failed), and hands its outcome on unchanged. */
  function logged(sent: Promise<Response>, method: string, url: string): Promise<Response> {
    const startedAt = Date.now();
    const started = performance.now();
    const record = (status: number | null, requestId: string | null) =>
      callLog?.record({ method, url, status, requestId, startedAt, durationMs: performance.now() - started });
    return sent.then(
      (response) => {
        record(response.status, response.headers.get(REQUEST_ID_HEADER));
        return response;
      },
      (error: unknown) => {
        record(null, null);
        throw error;
      },
    );
  }

  async function refresh(): Promise<boolean> {
    // SPEC §4: token refresh waits 200 ms (it also lets simultaneous 401s join this refresh).
    await wait(refreshWaitMs);
    const renewed = await postRefresh(tokens.getRefresh());
    if (renewed) tokens.save(renewed);
    else onSessionExpired();
    return renewed !== null;
  }

  async function postRefresh(refreshToken: string | null): Promise<Tokens | null> {
    if (!refreshToken) return null;
    try {
      const response = await send(
        TOKEN_REFRESH_PATH,
        { method: 'POST', body: { refresh: refreshToken } },
        null,
      );
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<Tokens>;
      if (typeof body.access !== 'string') return null;
      // The refresh token rotates: keep the new one when the server sends it.
      return { access: body.access, refresh: body.refresh ?? refreshToken };
    } catch {
      return null;
    }
  }

  function renewAfter401(sentToken: string | null): Promise<boolean> {
    const current = tokens.getAccess();
    // Another request renewed the token while this one was in flight: retry with the new one.
    if (current && current !== sentToken) return Promise.resolve(true);
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const auth = init.auth ?? true;
    const sentToken = auth ? tokens.getAccess() : null;
    let response = await send(path, init, sentToken);
    // SPEC §8: 401 refreshes the token and retries once; a second 401 ends the session.
    if (response.status === 401 && auth) {
      if (!(await renewAfter401(sentToken))) throw await toApiError(response);
      response = await send(path, init, tokens.getAccess());
      if (response.status === 401) onSessionExpired();
    }
    if (response.status === 503) onMaintenance();
    if (!response.ok) throw await toApiError(response);
    const lag = response.headers.get(DATA_LAG_HEADER);
    if (lag !== null && onDataLag) onDataLag(Number(lag));
    return (await parseBody(response, init.responseType ?? 'json')) as T;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | null {
  if (body === undefined) return null;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function parseBody(
  response: Response,
  type: NonNullable<RequestOptions['responseType']>,
): Promise<unknown> {
  if (type === 'blob') return response.blob();
  if (type === 'file') {
    const header = response.headers.get('Content-Disposition');
    const file: DownloadedFile = {
      blob: await response.blob(),
      filename: header ? nombreEnContentDisposition(header) : null,
    };
    return file;
  }
  const text = await response.text();
  if (type === 'text') return text;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return new ApiError(response.status, body);
}
