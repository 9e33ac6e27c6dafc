import type {
  SuperadminCreate,
  SuperadminInicial,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** The first SuperAdmin of a distributor created without one (platform), and its one-time password. */
export function crearSuperadmin(id: number, form: SuperadminCreate): Promise<SuperadminInicial> {
  return sendCall(distribuidoresCalls.createSuperadmin, { params: { id }, body: form });
}
