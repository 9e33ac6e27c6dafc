import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';
import type { ComercialRef } from './cliente-record';
import { teleworkKeys } from './telework-query-keys';

/** SPEC §3 "Offer (agendado)" as the history summarises it; money as decimal strings. */
export interface OfertaSummary {
  id: number;
  estado: number;
  estadoLabel: string | null;
  tipoOferta: string | null;
  isp: string | null;
  razonNoInteresado: string | null;
  tipoIva: string | null;
  precioAnterior: string | null;
  precioTotal: string | null;
  numeroComercial: string | null;
  notas: string | null;
  fechaVenta: string | null;
}

/** SPEC §3 "Attention": one entry of a customer's history; only its own variant is filled. */
export interface Atencion {
  id: number;
  updated_on: string;
  comercial: ComercialRef;
  fechaContacto: string;
  estado: string;
  cliente: number;
  notas: string | null;
  tipo: string;
  tipo_llamada: string | null;
  agendado: { fechaAgendado: string | null } | null;
  no_interesado: { razon: string | null; tipo: string | null } | null;
  gestion: { id: number; name: string } | null;
  oferta: OfertaSummary | null;
}

/** SPEC §7: GET /api/atenciones/historico/{id}. */
export const historicoQuery = (clienteId: number) =>
  queryOptions({
    queryKey: teleworkKeys.historico(clienteId),
    queryFn: ({ signal }) => api.get<Atencion[]>(`/api/atenciones/historico/${clienteId}`, { signal }),
  });
