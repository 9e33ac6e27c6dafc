import type { DistribuidorUpdate } from '@ventas/domain/distribuidores/distribuidores-contract';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/**
 * Any subset of the fields (the maintenance switch sends only `maintenance`; `groups` only on the
 * platform). Answers the row as the list shows it.
 */
export const editarDistribuidor = (id: number, cambios: DistribuidorUpdate) =>
  sendCall(distribuidoresCalls.update, { params: { id }, body: cambios });
