import {
  permissionSchema,
  type Permission,
  type PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import { api } from '../../../api/api';

/** PUT /api/permissions/{id}/. */
export async function editarPermiso(id: number, form: PermissionForm): Promise<Permission> {
  return permissionSchema.parse(await api.put<unknown>(`/api/permissions/${id}/`, form));
}
