import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/api';
import { teleworkKeys } from './telework-query-keys';

/** A customer's live package (ACTIVO, or VUELO = in flight), SPEC §3 "Package line". */
export interface Contract {
  id: number;
  oferta_id: number;
  estado: string;
  en_vuelo: boolean;
  tipo_linea: string;
  isp: string | null;
  segmento: string | null;
  tariff_category: string | null;
  servicios: string[];
  permanence_end: string | null;
  estado_servicio: string | null;
  package_id: string | null;
  sfid: string | null;
  order_id: string | null;
  tarifa_nombre: string | null;
  lineas_asociadas: string[];
  created_on: string;
}

/** SPEC §7: GET /api/atenciones/contracts/{id}. */
export const contractsQuery = (clienteId: number) =>
  queryOptions({
    queryKey: teleworkKeys.contracts(clienteId),
    queryFn: ({ signal }) => api.get<Contract[]>(`/api/atenciones/contracts/${clienteId}`, { signal }),
  });
