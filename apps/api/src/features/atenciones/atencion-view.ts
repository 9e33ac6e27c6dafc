import { z } from 'zod';
import { estadoOfertaLabel } from '@ventas/domain/telework/oferta-estados';
import { comercialRefSchema, toComercialRef, type JoinedComercial } from './comercial-ref';

/** SPEC §3 "Offer (agendado)" as the history shows it; money as exact decimal strings. */
export const ofertaSummarySchema = z.object({
  id: z.number().int(),
  estado: z.number().int(),
  estadoLabel: z.string().nullable(),
  tipoOferta: z.string().nullable(),
  isp: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  tipoIva: z.string().nullable(),
  precioAnterior: z.string().nullable(),
  precioTotal: z.string().nullable(),
  numeroComercial: z.string().nullable(),
  notas: z.string().nullable(),
  fechaVenta: z.string().nullable(),
});
export type OfertaSummary = z.infer<typeof ofertaSummarySchema>;

/** SPEC §3 "Attention": one entry of a customer's history; only its own variant is filled. */
export const atencionViewSchema = z.object({
  id: z.number().int(),
  updated_on: z.string(),
  comercial: comercialRefSchema,
  fechaContacto: z.string(),
  estado: z.string(),
  cliente: z.number().int(),
  notas: z.string().nullable(),
  /** One of TIPOS_ATENCION (@ventas/domain/telework/atencion-constants). */
  tipo: z.string(),
  tipo_llamada: z.string().nullable(),
  agendado: z.object({ fechaAgendado: z.string().nullable() }).nullable(),
  no_interesado: z.object({ razon: z.string().nullable(), tipo: z.string().nullable() }).nullable(),
  gestion: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  oferta: ofertaSummarySchema.nullable(),
});
export type AtencionView = z.infer<typeof atencionViewSchema>;

export interface AtencionRow extends JoinedComercial {
  id: number;
  updatedOn: Date;
  fechaContacto: Date;
  estado: string;
  clienteId: number;
  notas: string | null;
  tipo: string;
  tipoLlamada: string | null;
  fechaAgendado: Date | null;
  razonNoInteresado: string | null;
  tipoNoInteresado: string | null;
  gestionId: number | null;
  gestionName: string | null;
}

export interface OfertaRow {
  id: number;
  atencionId: number;
  estado: number;
  tipoOferta: string | null;
  isp: string | null;
  razonNoInteresado: string | null;
  tipoIva: string | null;
  precioAnterior: string | null;
  precioTotal: string | null;
  numeroComercial: string | null;
  notas: string | null;
  fechaVenta: Date | null;
}

function toOfertaSummary({ atencionId: _atencionId, ...oferta }: OfertaRow): OfertaSummary {
  return {
    ...oferta,
    estadoLabel: estadoOfertaLabel(oferta.estado),
    fechaVenta: oferta.fechaVenta?.toISOString() ?? null,
  };
}

export function toAtencionView(row: AtencionRow, oferta: OfertaRow | undefined): AtencionView {
  return {
    id: row.id,
    updated_on: row.updatedOn.toISOString(),
    comercial: toComercialRef(row),
    fechaContacto: row.fechaContacto.toISOString(),
    estado: row.estado,
    cliente: row.clienteId,
    notas: row.notas,
    tipo: row.tipo,
    tipo_llamada: row.tipoLlamada,
    agendado: row.tipo === 'AGENDADO' ? { fechaAgendado: row.fechaAgendado?.toISOString() ?? null } : null,
    no_interesado:
      row.tipo === 'NO_INTERESADO' ? { razon: row.razonNoInteresado, tipo: row.tipoNoInteresado } : null,
    gestion:
      row.gestionId !== null && row.gestionName !== null
        ? { id: row.gestionId, name: row.gestionName }
        : null,
    oferta: oferta ? toOfertaSummary(oferta) : null,
  };
}
