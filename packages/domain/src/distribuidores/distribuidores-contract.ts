import { z } from 'zod';
import { datosLegalesSchema, datosLegalesUpdateShape } from './datos-legales';

/** GET /api/distribuidores/get-maintenance-status/ (public, served during maintenance). */
export const maintenanceStatusSchema = z.object({ maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** GET /api/distribuidores/get-distribuidor-info/: the tenant of the host (public). */
export const distribuidorInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  logo_url: z.string().nullable(),
});
export type DistribuidorInfo = z.infer<typeof distribuidorInfoSchema>;

/**
 * The registry groups a distributor holds, by name (GET /api/groups/): A–D switch the code's
 * sections on; a group the platform added is held too and blocks that group's deletion.
 */
const gruposSchema = z
  .array(z.string().trim().min(1, 'Grupo no válido').max(150, 'Grupo no válido'))
  .max(50)
  .refine((names) => new Set(names).size === names.length, 'Hay grupos repetidos');

/** The answer of the update: the public info plus the maintenance switch. */
export const distribuidorSchema = distribuidorInfoSchema.extend({ maintenance: z.boolean() });
export type Distribuidor = z.infer<typeof distribuidorSchema>;

/**
 * SPEC §3 Tenant (id, name, selling_companies, groups) as GET /api/distribuidores/distribuidor/
 * lists it (issue 16): the platform's SuperAdmins see every distributor, any other SuperAdmin their
 * own. `subdomain` is the host's first label; `deleted_at` set means it awaits erasure;
 * `tiene_superadmin` is false until its first SuperAdmin exists (issue 29 §4).
 */
export const distribuidorAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  selling_companies: z.array(z.string()),
  groups: z.array(z.string()),
  maintenance: z.boolean(),
  logo_url: z.string().nullable(),
  plataforma: z.boolean(),
  deleted_at: z.string().nullable(),
  purge_after: z.string().nullable(),
  tiene_superadmin: z.boolean(),
  // Issue 29 §5: its legal name, CIF/NIF and address, printed on its offers.
  ...datosLegalesSchema.shape,
});
export type DistribuidorAdmin = z.infer<typeof distribuidorAdminSchema>;

/** The path the API sets as `logo_url` after an upload (distribuidor-logo.routes.ts). */
const LOGO_SUBIDO = /^\/api\/distribuidores\/logo\/\?v=\d+$/;

/**
 * PUT /api/distribuidores/distribuidor/{id}/, any subset of fields: a SuperAdmin on their own
 * distributor (decision 9), the platform's on any (decision 134), which alone may change `groups`.
 * Issue 29 §4: the row as GET reads it may be sent back whole; the keys it carries that PUT cannot
 * change are accepted and ignored (a key no row carries is still refused), and so is the
 * `logo_url` an upload set.
 */
export const distribuidorUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Este campo es obligatorio').max(120),
    maintenance: z.boolean(),
    logo_url: z.union([z.string().url().max(2000), z.string().regex(LOGO_SUBIDO)]).nullable(),
    selling_companies: z.array(z.string().trim().min(1).max(120)).max(50),
    groups: gruposSchema,
    ...datosLegalesUpdateShape,
    ...distribuidorAdminSchema.pick({
      id: true,
      subdomain: true,
      plataforma: true,
      deleted_at: true,
      purge_after: true,
      tiene_superadmin: true,
    }).shape,
  })
  .partial()
  .strict();
export type DistribuidorUpdate = z.infer<typeof distribuidorUpdateSchema>;

/** A host's first label: lower-case letters, digits and inner hyphens, 1 to 63 characters. */
export const SUBDOMINIO = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const subdominioSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SUBDOMINIO, 'Subdominio no válido: minúsculas, cifras y guiones');

/** An account’s username: the accounts’ own rule (cuentas/cuenta-form.ts). */
const superadminUsernameSchema = z
  .string()
  .trim()
  .regex(/^[\w.@+-]{3,150}$/, 'Usuario no válido: de 3 a 150 letras, cifras o . @ + - _');

/**
 * POST (platform only): SPEC §3's tenant (`name`, `selling_companies`, `groups`), and optionally
 * its subdomain (derived from the name when absent: subdominioDesdeNombre) and its first
 * SuperAdmin's username (without it, none is made: POST {id}/superadmin/ makes it later).
 */
export const distribuidorCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Este campo es obligatorio').max(120),
    subdomain: subdominioSchema.optional(),
    groups: gruposSchema.default([]),
    selling_companies: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
    superadmin_username: superadminUsernameSchema.optional(),
  })
  .strict();
export type DistribuidorCreate = z.infer<typeof distribuidorCreateSchema>;

/**
 * A first SuperAdmin and their one-time password (the one answer allowed to carry a password:
 * the secret scan lets this key through on the calls that create one only).
 */
export const superadminInicialSchema = z.object({ username: z.string(), password_inicial: z.string() });
export type SuperadminInicial = z.infer<typeof superadminInicialSchema>;

/** The answer of the creation: the distributor and its first SuperAdmin, null when none was asked for. */
export const distribuidorCreadoSchema = z.object({
  distribuidor: distribuidorAdminSchema,
  superadmin: superadminInicialSchema.nullable(),
});
export type DistribuidorCreado = z.infer<typeof distribuidorCreadoSchema>;

/**
 * POST /api/distribuidores/distribuidor/{id}/superadmin/ (platform only): the first SuperAdmin of
 * a distributor created without one; answers superadminInicialSchema.
 */
export const superadminCreateSchema = z.object({ username: superadminUsernameSchema }).strict();
export type SuperadminCreate = z.infer<typeof superadminCreateSchema>;
