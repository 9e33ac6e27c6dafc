import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** A deleted distributor back before its erasure (platform). */
export function restaurarDistribuidor(id: number): Promise<DistribuidorAdmin> {
  return sendCall(distribuidoresCalls.restore, { params: { id } });
}
