import {
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  isBrokenCircuitError,
  noop,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
} from 'cockatiel';
import type { z } from 'zod';
import type { Proveedor } from '@ventas/domain/proveedores/proveedores';
import { RUTAS_UPSTREAM, rutaUpstream, type RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { cuentaParaElCircuito, ProviderFailure, seReintenta } from './provider-failure';

/** What the client sends as the distributor's identity at the provider (decrypted by the caller). */
export interface ProviderCredentials {
  username: string;
  password: string;
  cookie: string | null;
}

export interface ProviderClientOptions {
  proveedor: Proveedor;
  /** Unset: every call fails `sin-configurar` at once. */
  baseUrl: string | undefined;
  timeoutMs: number;
  /** Extra attempts of a read (GET) after the first; writes are sent once. */
  retries: number;
  breakerFailures: number;
  breakerOpenMs: number;
  /** First back-off of a retried read; doubles each time (with jitter), at most 2 s. */
  retryDelayMs?: number;
  /** Aborted when the app closes: calls still waiting on a provider end at once. */
  closeSignal?: AbortSignal;
  log: ProviderLog;
}

/** Only these facts about a failed call are logged: never its URL query, body or credentials. */
export interface ProviderLog {
  warn(
    facts: { proveedor: Proveedor; ruta: RutaUpstream; fallo: string; status?: number; tenantId: number },
    message: string,
  ): void;
}

export interface ProviderRequest {
  tenantId: number;
  ruta: RutaUpstream;
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  credenciales: ProviderCredentials;
}

export interface ProviderFile {
  body: Buffer;
  contentDisposition: string | null;
}

/** A PDF larger than this is refused as a bad answer rather than held in memory. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_JSON_BYTES = 5 * 1024 * 1024;

/** cockatiel's CircuitState, by its number (Closed, Open, HalfOpen, Isolated). */
const ESTADOS_CIRCUITO = ['cerrado', 'abierto', 'medio-abierto', 'aislado'] as const;
export type EstadoCircuito = (typeof ESTADOS_CIRCUITO)[number];

/**
 * The app's clients in this process (those given the app's `closeSignal`, dropped when it
 * aborts), so GET /metrics can count circuits without reaching into the scraping feature that
 * owns them. Tests that keep several apps open at once see them all.
 */
const openClients = new Set<ProviderClient>();

export function openProviderClients(): readonly ProviderClient[] {
  return [...openClients];
}

/**
 * Issue 18: one operator provider's HTTP client. Every call has a time-out; a read (GET) is tried
 * again with exponential back-off when the provider is down or slow; a circuit breaker per
 * distributor stops calling a provider that keeps failing and lets one call through after
 * `breakerOpenMs` (half-open) to see if it is back. The policies are cockatiel's.
 */
export function createProviderClient(options: ProviderClientOptions) {
  const breakers = new Map<number, CircuitBreakerPolicy>();
  const attemptTimeout = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
  const readRetry =
    options.retries > 0
      ? retry(handleWhen(seReintenta), {
          maxAttempts: options.retries,
          backoff: new ExponentialBackoff({ initialDelay: options.retryDelayMs ?? 200, maxDelay: 2000 }),
        })
      : noop;

  function breakerOf(tenantId: number): CircuitBreakerPolicy {
    let breaker = breakers.get(tenantId);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(cuentaParaElCircuito), {
        halfOpenAfter: options.breakerOpenMs,
        breaker: new ConsecutiveBreaker(options.breakerFailures),
      });
      breakers.set(tenantId, breaker);
    }
    return breaker;
  }

  async function send(
    request: ProviderRequest,
    accept: string,
    read: (response: Response) => Promise<unknown>,
  ) {
    const { baseUrl } = options;
    if (!baseUrl) throw new ProviderFailure('sin-configurar');
    const { metodo } = RUTAS_UPSTREAM[request.ruta];
    // The time-out is per attempt and turned into a ProviderFailure inside, so the breaker counts
    // it and the retry sees it.
    const attempt = (signal: AbortSignal) =>
      attemptTimeout
        .execute(async ({ signal: attemptSignal }) => {
          try {
            return await read(await fetchOnce(baseUrl, request, metodo, accept, attemptSignal));
          } catch (error) {
            // fetch, or the body's read, aborted by this attempt's time-out.
            throw attemptSignal.aborted && !signal.aborted ? new ProviderFailure('tiempo') : error;
          }
        }, signal)
        .catch((error: unknown) => {
          // Not isTaskCancelledError(): in cockatiel 3.2.1 it tests for the bulkhead's flag.
          throw error instanceof TaskCancelledError && !signal.aborted
            ? new ProviderFailure('tiempo')
            : error;
        });
    const policy: IPolicy = wrap(metodo === 'GET' ? readRetry : noop, breakerOf(request.tenantId));
    try {
      return await policy.execute(({ signal }) => attempt(signal), options.closeSignal);
    } catch (error) {
      const failure = asFailure(error);
      options.log.warn(
        {
          proveedor: options.proveedor,
          ruta: request.ruta,
          fallo: failure.fallo,
          status: failure.status,
          tenantId: request.tenantId,
        },
        'Llamada al proveedor fallida',
      );
      throw failure;
    }
  }

  const client = {
    proveedor: options.proveedor,

    /** A JSON answer, validated against the contract's schema (anything else: `respuesta`). */
    async json<S extends z.ZodType>(request: ProviderRequest, schema: S): Promise<z.output<S>> {
      return (await send(request, 'application/json', async (response) => {
        const text = await boundedText(response, MAX_JSON_BYTES);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ProviderFailure('respuesta', response.status);
        }
        const parsed = schema.safeParse(body);
        if (!parsed.success) throw new ProviderFailure('respuesta', response.status);
        return parsed.data;
      })) as z.output<S>;
    },

    /** A PDF: its bytes (checked to be a PDF) and the provider's Content-Disposition, unparsed. */
    async pdf(request: ProviderRequest): Promise<ProviderFile> {
      return (await send(request, 'application/pdf', async (response) => {
        const body = await boundedBytes(response, MAX_FILE_BYTES);
        if (body.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw new ProviderFailure('respuesta', response.status);
        return { body, contentDisposition: response.headers.get('content-disposition') };
      })) as ProviderFile;
    },

    /** The circuit of one distributor: closed, open or half-open (tests and the health view). */
    circuito(tenantId: number): EstadoCircuito {
      const state = breakers.get(tenantId)?.state ?? 0;
      return ESTADOS_CIRCUITO[state] ?? 'cerrado';
    },

    /** How many distributors' circuits are in each state (GET /metrics names no distributor). */
    circuitos(): Record<EstadoCircuito, number> {
      const counts = { cerrado: 0, abierto: 0, 'medio-abierto': 0, aislado: 0 };
      for (const breaker of breakers.values()) counts[ESTADOS_CIRCUITO[breaker.state] ?? 'cerrado'] += 1;
      return counts;
    },
  };
  const { closeSignal } = options;
  if (closeSignal && !closeSignal.aborted) {
    openClients.add(client);
    closeSignal.addEventListener('abort', () => openClients.delete(client), { once: true });
  }
  return client;
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

async function fetchOnce(
  baseUrl: string,
  request: ProviderRequest,
  metodo: 'GET' | 'POST',
  accept: string,
  signal: AbortSignal,
): Promise<Response> {
  const url = new URL(baseUrl.replace(/\/$/, '') + rutaUpstream(request.ruta, request.params));
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value);
  const { username, password, cookie } = request.credenciales;
  const headers: Record<string, string> = {
    accept,
    authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
  };
  if (cookie) headers.cookie = cookie;
  let response: Response;
  try {
    response = await fetch(url, { method: metodo, headers, signal, redirect: 'error' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderFailure('no-disponible');
  }
  if (response.ok) return response;
  // The body of a refusal is the provider's: dropped unread, never logged or passed on.
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 401 || response.status === 403)
    throw new ProviderFailure('credenciales', response.status);
  if (response.status === 404) throw new ProviderFailure('no-encontrado', 404);
  if (response.status >= 500) throw new ProviderFailure('no-disponible', response.status);
  throw new ProviderFailure('respuesta', response.status);
}

function asFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (isBrokenCircuitError(error)) return new ProviderFailure('circuito-abierto');
  return new ProviderFailure('no-disponible');
}

async function boundedBytes(response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) throw new ProviderFailure('respuesta', response.status);
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new ProviderFailure('respuesta', response.status);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

async function boundedText(response: Response, max: number): Promise<string> {
  return (await boundedBytes(response, max)).toString('utf8');
}
