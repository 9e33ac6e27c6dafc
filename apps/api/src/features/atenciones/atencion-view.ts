import { toComercialRef, type JoinedComercial } from '@ventas/domain/people/comercial-ref';
import type { AtencionView, OfertaSummary } from '@ventas/domain/telework/atenciones-contract';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';

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
