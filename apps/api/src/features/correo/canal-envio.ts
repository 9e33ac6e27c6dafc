/**
 * Issue 31 §3: how an offer reaches a customer. Mail is the first channel; WhatsApp and
 * e-signature would be further adapters of this interface (adaptadores/), as each operator's
 * provider is an adapter of its capabilities (features/scraping/adaptadores/).
 */
export interface MensajeOferta {
  /** The distributor: the address and name the customer sees the message from. */
  de: { email: string; nombre: string };
  /** The agent who sent it, when their account has an address: the customer's answer goes there. */
  responderA: string | null;
  para: string;
  asunto: string;
  cuerpo: string;
  adjunto: { nombre: string; tipo: string; contenido: Buffer };
}

export interface CanalEnvio {
  /** Resolves once the channel took the message; throws FalloCanal otherwise. */
  enviar(mensaje: MensajeOferta, signal: AbortSignal): Promise<void>;
}

/**
 * A send that did not happen, with the Spanish reason the agent reads. `transitorio`: the same
 * message may well go through later (a busy server, a dropped connection), so it is retried.
 */
export class FalloCanal extends Error {
  override readonly name = 'FalloCanal';
  constructor(
    message: string,
    readonly transitorio: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
