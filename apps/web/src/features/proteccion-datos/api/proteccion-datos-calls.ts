import { queryOptions } from '@tanstack/react-query';
import type { TaskStarted } from '@ventas/domain/jobs/task-status-contract';
import {
  CONFIRMACION_SUPRESION,
  nombreFicheroAcceso,
  type EstadoSupresion,
  type OrigenRetencion,
  type Supresion,
  type VistaPrevia,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';

const BASE = '/api/proteccion-datos';

/** The data-protection query keys: every write invalidates `all`. */
export const proteccionKeys = {
  all: ['proteccion-datos'] as const,
  cliente: (id: number) => ['proteccion-datos', 'cliente', id] as const,
  retencion: ['proteccion-datos', 'retencion'] as const,
  vistaPrevia: (origen: number) => ['proteccion-datos', 'retencion', origen, 'vista-previa'] as const,
};

/** GET …/clientes/{id}/: whether the customer's data were erased (Admin and above). */
export const estadoSupresionQuery = (clienteId: number) =>
  queryOptions({
    queryKey: proteccionKeys.cliente(clienteId),
    queryFn: ({ signal }) => api.get<EstadoSupresion>(`${BASE}/clientes/${clienteId}/`, { signal }),
  });

/** GET …/clientes/{id}/acceso/ (xlsx), saved as the server names it. */
export async function descargarDatosCliente(clienteId: number): Promise<void> {
  const blob = await api.get<Blob>(`${BASE}/clientes/${clienteId}/acceso/`, { responseType: 'blob' });
  saveBlob(blob, nombreFicheroAcceso(clienteId, madridToday()));
}

/** POST …/clientes/{id}/suprimir/ with the typed confirmation. */
export function suprimirCliente(clienteId: number): Promise<Supresion> {
  return api.post<Supresion>(`${BASE}/clientes/${clienteId}/suprimir/`, {
    confirmacion: CONFIRMACION_SUPRESION,
  });
}

/** GET …/retencion/: the origins with their period and due count (SuperAdmin). */
export const retencionQuery = () =>
  queryOptions({
    queryKey: proteccionKeys.retencion,
    queryFn: ({ signal }) => api.get<OrigenRetencion[]>(`${BASE}/retencion/`, { signal }),
  });

/** PUT …/retencion/{origen}/. */
export function guardarRetencion(origen: number, retencionDias: number | null): Promise<OrigenRetencion> {
  return api.put<OrigenRetencion>(`${BASE}/retencion/${origen}/`, { retencion_dias: retencionDias });
}

/** GET …/retencion/{origen}/vista-previa/. */
export const vistaPreviaQuery = (origen: number) =>
  queryOptions({
    queryKey: proteccionKeys.vistaPrevia(origen),
    queryFn: ({ signal }) => api.get<VistaPrevia>(`${BASE}/retencion/${origen}/vista-previa/`, { signal }),
    // The count moves with the clock: always ask again when the preview opens.
    staleTime: 0,
    gcTime: 0,
  });

/** POST …/retencion/{origen}/purgar/ → the job to follow. */
export async function empezarPurga(origen: number): Promise<string> {
  return (await api.post<TaskStarted>(`${BASE}/retencion/${origen}/purgar/`)).task_id;
}
