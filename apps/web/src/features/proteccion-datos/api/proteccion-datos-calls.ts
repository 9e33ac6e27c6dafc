import { queryOptions } from '@tanstack/react-query';
import {
  CONFIRMACION_SUPRESION,
  nombreFicheroAcceso,
  type OrigenRetencion,
  type Supresion,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { proteccionDatosCalls } from '@ventas/domain/proteccion-datos/proteccion-datos.calls';
import { madridToday } from '@ventas/domain/time/madrid';
import { api } from '../../../api/api';
import { saveBlob } from '../../../api/save-blob';
import { sendCall } from '../../../api/send-call';

/** The data-protection query keys: every write invalidates `all`. */
export const proteccionKeys = {
  all: ['proteccion-datos'] as const,
  cliente: (id: number) => ['proteccion-datos', 'cliente', id] as const,
  retencion: ['proteccion-datos', 'retencion'] as const,
  vistaPrevia: (origen: number) => ['proteccion-datos', 'retencion', origen, 'vista-previa'] as const,
};

/** Whether the customer's data were erased (Admin and above). */
export const estadoSupresionQuery = (clienteId: number) =>
  queryOptions({
    queryKey: proteccionKeys.cliente(clienteId),
    queryFn: ({ signal }) => sendCall(proteccionDatosCalls.estado, { params: { id: clienteId } }, { signal }),
  });

/** GET /api/proteccion-datos/clientes/{id}/acceso/ (xlsx), saved as the server names it. */
export async function descargarDatosCliente(clienteId: number): Promise<void> {
  const blob = await api.get<Blob>(`/api/proteccion-datos/clientes/${clienteId}/acceso/`, {
    responseType: 'blob',
  });
  saveBlob(blob, nombreFicheroAcceso(clienteId, madridToday()));
}

/** Erases the customer's data, with the typed confirmation. */
export function suprimirCliente(clienteId: number): Promise<Supresion> {
  return sendCall(proteccionDatosCalls.suprimir, {
    params: { id: clienteId },
    body: { confirmacion: CONFIRMACION_SUPRESION },
  });
}

/** The origins with their period and due count (SuperAdmin). */
export const retencionQuery = () =>
  queryOptions({
    queryKey: proteccionKeys.retencion,
    queryFn: ({ signal }) => sendCall(proteccionDatosCalls.retencion, {}, { signal }),
  });

/** Sets an origin's retention period (null keeps its leads forever). */
export function guardarRetencion(origen: number, retencionDias: number | null): Promise<OrigenRetencion> {
  return sendCall(proteccionDatosCalls.guardarRetencion, {
    params: { origen },
    body: { retencion_dias: retencionDias },
  });
}

/** How many leads the purge would remove now, a few by name. */
export const vistaPreviaQuery = (origen: number) =>
  queryOptions({
    queryKey: proteccionKeys.vistaPrevia(origen),
    queryFn: ({ signal }) => sendCall(proteccionDatosCalls.vistaPrevia, { params: { origen } }, { signal }),
    // The count moves with the clock: always ask again when the preview opens.
    staleTime: 0,
    gcTime: 0,
  });

/** Starts the origin's purge: the job to follow. */
export async function empezarPurga(origen: number): Promise<string> {
  return (await sendCall(proteccionDatosCalls.purgar, { params: { origen } })).task_id;
}
