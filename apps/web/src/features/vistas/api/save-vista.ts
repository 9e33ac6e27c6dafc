import type { VistaCambio, VistaNueva } from '@ventas/domain/vistas/vistas-contract';
import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import { sendCall } from '../../../api/send-call';

/** Saves the screen's current query under a name. */
export function createVista(nueva: VistaNueva) {
  return sendCall(vistasCalls.create, { body: nueva });
}

/** Rename, share or not, or take the current query. */
export function updateVista(id: number, cambio: VistaCambio) {
  return sendCall(vistasCalls.update, { params: { id }, body: cambio });
}
