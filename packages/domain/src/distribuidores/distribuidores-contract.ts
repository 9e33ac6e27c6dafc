import { z } from 'zod';

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

/**
 * PUT /api/distribuidores/distribuidor/{id}/, any subset of fields: a SuperAdmin on their own
 * distributor (decision 9), the platform's on any (decision 134), which alone may send `groups`.
 */
export const distribuidorUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Este campo es obligatorio').max(120),
    maintenance: z.boolean(),
    logo_url: z.string().url().max(2000).nullable(),
    selling_companies: z.array(z.string().trim().min(1).max(120)).max(50),
    groups: gruposSchema,
  })
  .partial()
  .strict();
export type DistribuidorUpdate = z.infer<typeof distribuidorUpdateSchema>;

/** The answer of the update: the public info plus the maintenance switch. */
export const distribuidorSchema = distribuidorInfoSchema.extend({ maintenance: z.boolean() });
export type Distribuidor = z.infer<typeof distribuidorSchema>;

/**
 * SPEC §3 Tenant (id, name, selling_companies, groups) as GET /api/distribuidores/distribuidor/
 * lists it (issue 16): the platform's SuperAdmins see every distributor, any other SuperAdmin their
 * own. `subdomain` is the host's first label; `deleted_at` set means it awaits erasure.
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
});
export type DistribuidorAdmin = z.infer<typeof distribuidorAdminSchema>;

const SUBDOMINIO = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** POST (platform only): the distributor, its groups and its first SuperAdmin's username. */
export const distribuidorCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Este campo es obligatorio').max(120),
    subdomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SUBDOMINIO, 'Subdominio no válido: minúsculas, cifras y guiones'),
    groups: gruposSchema.default([]),
    selling_companies: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
    superadmin_username: z
      .string()
      .trim()
      .regex(/^[\w.@+-]{3,150}$/, 'Usuario no válido: de 3 a 150 letras, cifras o . @ + - _'),
  })
  .strict();
export type DistribuidorCreate = z.infer<typeof distribuidorCreateSchema>;

/** The answer of the creation: the distributor and its first SuperAdmin's one-time password (the one response allowed to carry a password: the secret scan lets this key through on this call only). */
export const distribuidorCreadoSchema = z.object({
  distribuidor: distribuidorAdminSchema,
  superadmin: z.object({ username: z.string(), password_inicial: z.string() }),
});
export type DistribuidorCreado = z.infer<typeof distribuidorCreadoSchema>;
