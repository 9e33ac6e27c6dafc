import { useSyncExternalStore } from 'react';

/**
 * The standby's lag as the last answer that read from it said (the X-Datos-Retraso header, read
 * by the API client): one value for the tab, as every such read comes from the same standby.
 * null until one answers.
 */
let ultimoRetraso: number | null = null;
const oyentes = new Set<() => void>();

/** The API client calls this with each answer's header, in seconds. */
export function informarRetraso(segundos: number): void {
  if (!Number.isFinite(segundos) || segundos < 0 || segundos === ultimoRetraso) return;
  ultimoRetraso = segundos;
  for (const oyente of oyentes) oyente();
}

function suscribir(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function useRetrasoDatos(): number | null {
  return useSyncExternalStore(suscribir, () => ultimoRetraso);
}
