import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { grupoEnUsoSchema } from '@ventas/domain/permissions/registry-contract';
import { isApiError } from '../../../api/api-error';
import { sendCall } from '../../../api/send-call';

/** Deletes a group (refused while distributors hold it: 409). */
export async function eliminarGrupo(id: number): Promise<void> {
  await sendCall(permissionsCalls.removeGroup, { params: { id } });
}

/** The distributors that hold the group, when the delete was refused for them (409). */
export function distribuidoresQueLoTienen(error: unknown): readonly string[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const enUso = grupoEnUsoSchema.safeParse(error.body);
  return enUso.success ? enUso.data.distribuidores : null;
}
