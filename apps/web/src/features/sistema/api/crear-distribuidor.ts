import type {
  DistribuidorCreado,
  DistribuidorCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** Creates a distributor (platform): it and its first SuperAdmin's one-time password. */
export function crearDistribuidor(form: DistribuidorCreate): Promise<DistribuidorCreado> {
  return sendCall(distribuidoresCalls.create, { body: form });
}
