import type { TipoLinea } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';

/**
 * The offer while it is configured (SPEC §3 "Offer", "Package line"): what the screen edits,
 * turned into the shared `OfertaFormInput` only when it is sent (draft-to-body.ts). Text fields
 * hold '' for "nothing"; ids hold null.
 */
export interface PaqueteDraft {
  /** The saved package's id (EDIT); null for a package added on this screen. */
  paqueteId: number | null;
  tipoVenta: string;
  tipoLinea: TipoLinea;
  /** The line's catalogue item: a tariff, an additional line or an SVA, as `tipoLinea` says. */
  tarifa: number | null;
  /** Chosen promotions in priority order: the first applies first (SPEC §9). */
  promociones: number[];
  cacharro: number | null;
  installment: number | null;
  seguro: number | null;
  svas: number[];
  lineasAsociadas: string[];
  crossSell: boolean;
}

export interface ClienteHeaderDraft {
  telefonos_contacto: string[];
  direccion: { direccion: string; cp: string; localidad: string };
}

export interface OfertaDraft {
  /** The operator whose catalogue is offered; locked once a package has a line (offer-context.ts). */
  operador: string;
  segmento: string;
  /** The location whose tax applies (territorios.ts; SPEC §3 calls it tipoIva). */
  tipoIva: string;
  /** EDIT only: the status to save; CREATE leaves it to the server (Pendiente). */
  estado: EstadoOfertaId | null;
  /** What the customer pays today, monthly, as typed ('29,90'); '' when unknown. */
  precioAnterior: string;
  numeroComercial: string;
  notas: string;
  /** ISO 8601 with the Madrid offset, or ''. */
  fechaAgendado: string;
  /** EDIT only: price every package at today's catalogue instead of its quote. */
  recotizar: boolean;
  cliente: ClienteHeaderDraft;
  paquetes: PaqueteDraft[];
}

export function emptyPaquete(): PaqueteDraft {
  return {
    paqueteId: null,
    tipoVenta: '',
    tipoLinea: 'LINEA_PRINCIPAL',
    tarifa: null,
    promociones: [],
    cacharro: null,
    installment: null,
    seguro: null,
    svas: [],
    lineasAsociadas: [],
    crossSell: false,
  };
}

/** A copy to sell again: a new package (no id), the same items, and no phone lines (each is one line's). */
export function duplicatePaquete(paquete: PaqueteDraft): PaqueteDraft {
  return {
    ...paquete,
    paqueteId: null,
    promociones: [...paquete.promociones],
    svas: [...paquete.svas],
    lineasAsociadas: [],
  };
}

/** What changing the line clears: everything chosen for the previous line. */
export function withLinea(paquete: PaqueteDraft, tipoLinea: TipoLinea, tarifa: number | null): PaqueteDraft {
  return {
    ...paquete,
    tipoLinea,
    tarifa,
    promociones: [],
    svas: [],
    cacharro: tarifa === null ? null : paquete.cacharro,
    installment: null,
  };
}
