/**
 * Agents using an operator provider while the list is measured (provider-down.ts): each loop sends
 * one provider call through our API, alternating coverage by postal code and a customer's
 * invoices, and starts the next one ~`paceMs` after the previous one started (uniform 0.5x-1.5x),
 * at once if that call took longer. So a hanging provider keeps one call per agent in flight all
 * the time, while a fast one (or an open circuit's quick 502) does not turn the agents into a
 * back-to-back load of their own that would be measured instead of the provider's effect.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { rutaScraping, RUTAS_B } from '@ventas/domain/proveedores/rutas-api';
import type { ApiSession } from './load';

export interface ProviderCalls {
  /** Ended calls by answer status ('error' for a failed request). */
  byStatus: Map<string, number>;
  latenciesMs: number[];
}

export interface ProviderAgents {
  /** Calls sent and not yet answered. */
  inFlight(): number;
  /** What has ended so far (a live view). */
  calls(): ProviderCalls;
  /** Stops sending; waits up to `graceMs` for the calls in flight (a hanging one is left behind). */
  stop(graceMs: number): Promise<ProviderCalls>;
}

/** A postal code of a real province (01–52), never the simulator's no-coverage one: the cache misses. */
function randomCp(): string {
  const province = String(1 + Math.floor(Math.random() * 52)).padStart(2, '0');
  const rest = String(Math.floor(Math.random() * 999)).padStart(3, '0');
  return `${province}${rest}`;
}

/** The agent's n-th call: coverage, then invoices of one of `customerIds`, in turn. */
export function providerPath(slug: string, n: number, customerIds: readonly number[]): string {
  if (n % 2 === 0) return `${rutaScraping(slug, RUTAS_B.coberturaCp)}?cp=${randomCp()}`;
  const clienteId = customerIds[Math.floor(Math.random() * customerIds.length)]!;
  return `${rutaScraping(slug, RUTAS_B.facturas)}?cliente_id=${clienteId}&selectedMeses=2026-10`;
}

export function startProviderAgents(options: {
  session: ApiSession;
  agents: number;
  paceMs: number;
  path: (n: number) => string;
}): ProviderAgents {
  const calls: ProviderCalls = { byStatus: new Map(), latenciesMs: [] };
  const count = (key: string) => calls.byStatus.set(key, (calls.byStatus.get(key) ?? 0) + 1);
  let inFlight = 0;
  let running = true;
  const agent = async (index: number) => {
    // Start at random moments within one pace, or every agent's calls would move in step.
    await sleep(options.paceMs * Math.random());
    for (let n = index; running; n += 1) {
      const started = performance.now();
      inFlight += 1;
      try {
        const response = await options.session.load(options.path(n));
        if (running) count(String(response.status));
      } catch {
        if (running) count('error');
      } finally {
        inFlight -= 1;
      }
      const took = performance.now() - started;
      if (running) calls.latenciesMs.push(took);
      const pace = options.paceMs * (0.5 + Math.random());
      if (running && took < pace) await sleep(pace - took);
    }
  };
  const loops = Promise.all(Array.from({ length: options.agents }, (_, i) => agent(i)));
  return {
    inFlight: () => inFlight,
    calls: () => calls,
    async stop(graceMs) {
      const snapshot: ProviderCalls = {
        byStatus: new Map(calls.byStatus),
        latenciesMs: [...calls.latenciesMs],
      };
      running = false;
      await Promise.race([loops, sleep(graceMs)]);
      return snapshot;
    },
  };
}
