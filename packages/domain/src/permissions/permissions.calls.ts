import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from './api-rules';
import { groupPermissionQuerySchema, groupPermissionSchema } from './group-permissions-contract';
import {
  groupFormSchema,
  groupSchema,
  grupoEnUsoSchema,
  permissionFormSchema,
  permissionSchema,
} from './registry-contract';

/**
 * SPEC §7 "Groups and permissions": GET/POST /api/groups/ and /api/permissions/, PUT/DELETE {id}/.
 * The registry is every distributor's, so only the platform's SuperAdmins read or change it
 * (decision 134); SPEC §6's group-permission check is any role's, answered for the caller's
 * distributor's groups.
 */
export const permissionsCalls = {
  /** Every group of the registry with the permission ids it holds. */
  groups: defineCall({
    method: 'GET',
    path: '/api/groups/',
    access: API_ACCESS.platform,
    response: z.array(groupSchema),
  }),
  /** A new group, with the permissions it starts with. */
  createGroup: defineCall({
    method: 'POST',
    path: '/api/groups/',
    access: API_ACCESS.platform,
    body: groupFormSchema,
    status: 201,
    response: groupSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Renames a group and, with `permissions`, replaces the ones it holds. */
  updateGroup: defineCall({
    method: 'PUT',
    path: '/api/groups/:id/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    body: groupFormSchema,
    response: groupSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** A group distributors hold is refused with their names; a group of the code, with a detail. */
  removeGroup: defineCall({
    method: 'DELETE',
    path: '/api/groups/:id/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: z.union([grupoEnUsoSchema, detailSchema]) },
  }),
  /** Every permission of the registry. */
  permissions: defineCall({
    method: 'GET',
    path: '/api/permissions/',
    access: API_ACCESS.platform,
    response: z.array(permissionSchema),
  }),
  createPermission: defineCall({
    method: 'POST',
    path: '/api/permissions/',
    access: API_ACCESS.platform,
    body: permissionFormSchema,
    status: 201,
    response: permissionSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Issue 29 §3: a section's permission may change its name, not its code. */
  updatePermission: defineCall({
    method: 'PUT',
    path: '/api/permissions/:id/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    body: permissionFormSchema,
    response: permissionSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** Issue 29 §3: a section's permission is switched off by revoking it, never deleted (409). */
  removePermission: defineCall({
    method: 'DELETE',
    path: '/api/permissions/:id/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /** SPEC §6 "A group-permission check call exists": which groups hold it, and whether the caller's do. */
  groupPermission: defineCall({
    method: 'GET',
    path: '/api/get-group-permissions',
    access: API_ACCESS.anyRole,
    query: groupPermissionQuerySchema,
    response: groupPermissionSchema,
  }),
};
