import { z } from 'zod';
import {
  MODOS_SIMULADOR,
  RUTAS_UPSTREAM,
  type ModoSimulador,
  type RutaUpstream,
} from '@ventas/domain/proveedores/upstream';

/**
 * The simulator's mutable state, set through the control API (upstream.ts): a fault mode per
 * route name or `*`, the calls each route received, and how many check-access answers are still
 * to be "no access". One per server, so parallel test files do not see each other's modes.
 */
export const RETRASO_POR_DEFECTO_MS = 1500;
/** At start the demo shows the offers-tracking wait once (SPEC §4 retry every second). */
export const DENEGACIONES_INICIALES = 2;

export const NOMBRES_RUTA = Object.keys(RUTAS_UPSTREAM) as RutaUpstream[];

const modoSchema = z.object({
  modo: z.enum(MODOS_SIMULADOR),
  retraso_ms: z.number().int().min(0).max(600_000).optional(),
});
export type ConfiguracionModo = z.infer<typeof modoSchema>;

const claveModo = z.union([z.enum(NOMBRES_RUTA as [RutaUpstream, ...RutaUpstream[]]), z.literal('*')]);
export const modosBodySchema = z.partialRecord(claveModo, modoSchema);
export const accesoBodySchema = z.object({ denegaciones: z.number().int().min(0).max(10_000) });

export interface ModoEfectivo {
  modo: ModoSimulador;
  retrasoMs: number;
}

export function crearControlState() {
  const modos = new Map<RutaUpstream | '*', ConfiguracionModo>();
  const llamadas = new Map<RutaUpstream, number>();
  let denegaciones = DENEGACIONES_INICIALES;

  return {
    /** Sets the modes named in the body; others keep theirs. A route's own mode beats `*`. */
    fijarModos(cambios: z.infer<typeof modosBodySchema>): void {
      for (const [clave, configuracion] of Object.entries(cambios))
        if (configuracion) modos.set(clave as RutaUpstream | '*', configuracion);
    },
    reiniciarModos(): void {
      modos.clear();
    },
    modos(): Record<string, ConfiguracionModo> {
      return Object.fromEntries(modos);
    },
    modoDe(nombre: RutaUpstream): ModoEfectivo {
      const configuracion = modos.get(nombre) ?? modos.get('*') ?? { modo: 'normal' };
      return { modo: configuracion.modo, retrasoMs: configuracion.retraso_ms ?? RETRASO_POR_DEFECTO_MS };
    },
    contarLlamada(nombre: RutaUpstream): void {
      llamadas.set(nombre, (llamadas.get(nombre) ?? 0) + 1);
    },
    /** Every route name with its count, zero included. */
    llamadas(): Record<RutaUpstream, number> {
      return Object.fromEntries(NOMBRES_RUTA.map((n) => [n, llamadas.get(n) ?? 0])) as Record<
        RutaUpstream,
        number
      >;
    },
    reiniciarLlamadas(): void {
      llamadas.clear();
    },
    fijarDenegaciones(n: number): void {
      denegaciones = n;
    },
    denegacionesPendientes(): number {
      return denegaciones;
    },
    /** True while a denial is pending, using it up. */
    consumirDenegacion(): boolean {
      if (denegaciones <= 0) return false;
      denegaciones -= 1;
      return true;
    },
  };
}

export type ControlState = ReturnType<typeof crearControlState>;
