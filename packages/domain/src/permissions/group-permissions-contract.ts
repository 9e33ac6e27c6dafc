import { z } from 'zod';

/** GET /api/get-group-permissions?permission_name=... (SPEC §6). */
export const groupPermissionQuerySchema = z.object({ permission_name: z.string().trim().min(1).max(100) });
export type GroupPermissionQuery = z.infer<typeof groupPermissionQuerySchema>;

/** Which groups hold the permission, and whether the caller's tenant holds one of them. */
export const groupPermissionSchema = z.object({
  permission_name: z.string(),
  groups: z.array(z.string()),
  allowed: z.boolean(),
});
export type GroupPermission = z.infer<typeof groupPermissionSchema>;
