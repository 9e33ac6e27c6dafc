import { z } from 'zod';
import { idSchema } from '../http/id';
import { GROUP_NAMES } from './roles';

/**
 * SPEC §3 Group (id, name) and Permission (id, name, content_type_id, codename), and SPEC §7
 * GET/POST /api/groups/ and /api/permissions/, PUT/DELETE {id}/. The registry every distributor's
 * sections read (get-group-permissions, tenant groups A–D); only the platform's SuperAdmins change
 * it (decision 134). A group also lists the permissions it holds, so one form assigns them.
 */
const nombre = (max: number) =>
  z
    .string({ error: 'Este campo es obligatorio' })
    .trim()
    .min(1, 'Este campo es obligatorio')
    .max(max, `Máximo ${max} caracteres`);

export const groupFormSchema = z
  .object({
    name: nombre(150),
    /** Permission ids the group holds; absent on PUT keeps them. */
    permissions: z.array(idSchema).max(500).optional(),
  })
  .strict();
export type GroupForm = z.infer<typeof groupFormSchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.number().int()),
});
export type Group = z.infer<typeof groupSchema>;

export const permissionFormSchema = z
  .object({
    name: nombre(255),
    codename: z
      .string({ error: 'Este campo es obligatorio' })
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,99}$/, 'Código no válido: minúsculas, cifras y _, empezando por una letra'),
    content_type_id: idSchema.nullish().transform((value) => value ?? null),
  })
  .strict();
export type PermissionForm = z.infer<typeof permissionFormSchema>;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type_id: z.number().int().nullable(),
  codename: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A group distributors hold is not deleted: 409 with their names. */
export const grupoEnUsoSchema = z.object({ detail: z.string(), distribuidores: z.array(z.string()) });

/**
 * The operator groups (SPEC §1 groups A–D): the scraping providers and an offer's default operator
 * are written against their names, and the section permissions' defaults name them. They keep
 * their names and are never deleted; their permissions may change (issue 29 §3: the permissions,
 * not the names, switch sections on). Any other group is the platform's to rename or delete.
 */
export function esGrupoDelCodigo(name: string): boolean {
  return (GROUP_NAMES as readonly string[]).includes(name);
}

/** The registry's answers (SPEC §8 leaves the server's wording open). */
export const REGISTRY_MESSAGES = {
  grupoDelCodigo: 'Los grupos A, B, C y D no se renombran ni se borran: los operadores dependen de ellos.',
  permisoDeSeccion:
    'Este permiso abre una sección: su código no cambia y no se borra. Quítelo de los grupos para cerrarla.',
  grupoDuplicado: 'Ya existe un grupo con este nombre.',
  codenameDuplicado: 'Ya existe un permiso con este código.',
  permisoDesconocido: 'Permiso desconocido.',
  grupoEnUso: (distribuidores: readonly string[]) =>
    `El grupo lo tienen ${distribuidores.length} distribuidor(es): ${distribuidores.join(', ')}.`,
} as const;
