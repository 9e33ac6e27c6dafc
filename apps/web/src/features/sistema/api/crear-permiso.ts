import {
  permissionSchema,
  type Permission,
  type PermissionForm,
} from '@ventas/domain/permissions/registry-contract';
import { api } from '../../../api/api';

/** POST /api/permissions/ (201). */
export async function crearPermiso(form: PermissionForm): Promise<Permission> {
  return permissionSchema.parse(await api.post<unknown>('/api/permissions/', form));
}
