/**
 * Issue 18: how a provider call can fail, as one typed value. The routes turn each into one
 * answer (scraping feature); the log gets the kind, never the provider's body.
 */
export const FALLOS_PROVEEDOR = [
  /** No base URL configured for the provider. */
  'sin-configurar',
  /** The distributor has no credentials for it. */
  'sin-credenciales',
  /** Connection refused or reset, or a 5xx: the provider is down. */
  'no-disponible',
  /** One attempt passed its time-out. */
  'tiempo',
  /** The circuit is open: recent calls failed, so this one was not sent. */
  'circuito-abierto',
  /** 401 or 403: the provider refused the distributor's credentials. */
  'credenciales',
  /** 404: the provider has no data for the request. */
  'no-encontrado',
  /** 2xx with a body that is not what the contract says. */
  'respuesta',
] as const;
export type FalloProveedor = (typeof FALLOS_PROVEEDOR)[number];

export class ProviderFailure extends Error {
  constructor(
    readonly fallo: FalloProveedor,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`Fallo del proveedor: ${fallo}${status === undefined ? '' : ` (${status})`}`);
    this.name = 'ProviderFailure';
  }
}

/**
 * Whether a failure says the provider is unwell, so it counts towards opening the circuit. A
 * refusal or a "no data" is the provider working: neither counts.
 */
export function cuentaParaElCircuito(error: unknown): boolean {
  return (
    error instanceof ProviderFailure &&
    (error.fallo === 'no-disponible' || error.fallo === 'tiempo' || error.fallo === 'respuesta')
  );
}

/** Whether a read is tried again: only when the provider may answer the next time (not garbage). */
export function seReintenta(error: unknown): boolean {
  return error instanceof ProviderFailure && (error.fallo === 'no-disponible' || error.fallo === 'tiempo');
}
