import type { ClienteFormInput } from '@ventas/domain/clientes/cliente-form';
import type {
  OfertaEntradaInput,
  OfertaFormInput,
  PaqueteForm,
  PaqueteFormInput,
} from '@ventas/domain/ofertas/oferta-contract';
import { normalizeTelefono } from '@ventas/domain/validators/telefono';
import type { ClienteRecord } from '../../clientes/clientes.public';
import type { ClienteHeaderDraft, OfertaDraft, PaqueteDraft } from './oferta-draft';

/** SPEC §3: promotions travel with their priority, 1 first, in the order the screen lists them. */
const prioridades = (promociones: readonly number[]) =>
  promociones.map((id, index) => ({ id, priority_order: index + 1 }));

export function paqueteInput(paquete: PaqueteDraft): PaqueteFormInput {
  return {
    id: paquete.paqueteId,
    tipoVenta: paquete.tipoVenta,
    tipoLinea: paquete.tipoLinea,
    tarifa: paquete.tarifa,
    promotion_priority: prioridades(paquete.promociones).map(({ id, priority_order }) => ({
      promotion: id,
      priority_order,
    })),
    cacharro: paquete.cacharro,
    installment: paquete.installment,
    seguro: paquete.seguro,
    svas: paquete.svas,
    lineasAsociadas: paquete.lineasAsociadas,
    crossSell: paquete.crossSell,
  };
}

/** The package as the schema outputs it, for the live quote (what the server quotes from). */
export function paqueteForm(paquete: PaqueteDraft): PaqueteForm {
  return {
    id: paquete.paqueteId,
    tipoVenta: paquete.tipoVenta.trim() || null,
    tipoLinea: paquete.tipoLinea,
    tarifa: paquete.tarifa,
    promociones: prioridades(paquete.promociones),
    cacharro: paquete.cacharro,
    installment: paquete.installment,
    seguro: paquete.seguro,
    svas: paquete.svas,
    lineasAsociadas: paquete.lineasAsociadas,
    crossSell: paquete.crossSell,
  };
}

/**
 * Which packages are sent: SPEC §5 drops packages without a tariff on create; an edit drops only
 * those added here and left empty (a saved package without one is the server's 'Seleccione la
 * tarifa'). The answer maps each sent package back to its place on screen.
 */
export function sentPaquetes(paquetes: readonly PaqueteDraft[]): number[] {
  return paquetes.flatMap((paquete, index) =>
    paquete.tarifa !== null || paquete.paqueteId !== null ? [index] : [],
  );
}

const samePhones = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((telefono, index) => normalizeTelefono(telefono) === b[index]);

/** Whether the header's phones or address differ from the customer as read. */
export function clienteChanged(record: ClienteRecord, header: ClienteHeaderDraft): boolean {
  const blank = (value: string | null) => value?.trim() ?? '';
  return (
    !samePhones(header.telefonos_contacto, record.telefonos_contacto) ||
    (['direccion', 'cp', 'localidad'] as const).some(
      (key) => blank(header.direccion[key]) !== blank(record.direccion[key]),
    )
  );
}

/** The customer form (SPEC §3) as read, with the header's phones and address. */
export function datosClienteOf(record: ClienteRecord, header: ClienteHeaderDraft): ClienteFormInput {
  return {
    nombre: record.nombre,
    documento: record.documento,
    tipo_documento: record.tipo_documento as ClienteFormInput['tipo_documento'],
    telefonos_contacto: header.telefonos_contacto,
    email: record.email,
    origen_bbdd: record.origen_bbdd?.id ?? null,
    segmento: record.segmento,
    isp_actual: record.isp_actual,
    razon_no_interesado: record.razon_no_interesado,
    direccion: { ...header.direccion },
    fecha_contacto: record.fecha_contacto,
    comercial: record.comercial?.id ?? null,
    notas: record.notas,
  };
}

export interface OfertaBody {
  oferta: OfertaFormInput;
  /** The screen index of each sent package (a 400's `paquetes.N` names the N-th sent). */
  sent: number[];
}

/** Fields of the offer the screen does not edit, sent back as read so an edit keeps them. */
export type KeptFields = Pick<OfertaFormInput, 'tipoOferta' | 'isp' | 'razonNoInteresado'>;

export function ofertaBody(
  draft: OfertaDraft,
  record: ClienteRecord,
  mode: { edit: false } | { edit: true; kept: KeptFields },
): OfertaBody {
  const sent = sentPaquetes(draft.paquetes);
  const oferta: OfertaFormInput = {
    tipoIva: draft.tipoIva,
    fechaAgendado: draft.fechaAgendado || null,
    precioAnterior: draft.precioAnterior.trim() || null,
    numeroComercial: draft.numeroComercial,
    notas: draft.notas,
    paquetes: sent.map((index) => paqueteInput(draft.paquetes[index] as PaqueteDraft)),
    // Sent only when changed: a save never rewrites a customer with what it read a while ago.
    ...(clienteChanged(record, draft.cliente) ? { datosCliente: datosClienteOf(record, draft.cliente) } : {}),
    ...(mode.edit ? { ...mode.kept, estado: draft.estado ?? undefined, recotizar: draft.recotizar } : {}),
  };
  return { oferta, sent };
}

/** CREATE's body: a new OFERTA entry of the customer (SPEC §4). */
export function entradaBody(clienteId: number, oferta: OfertaFormInput): OfertaEntradaInput {
  return { cliente: clienteId, tipo: 'OFERTA', oferta };
}
