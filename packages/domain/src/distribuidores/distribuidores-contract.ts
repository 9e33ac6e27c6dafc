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

/** PUT /api/distribuidores/distribuidor/{id}/: the SuperAdmin's own tenant, any subset of fields. */
export const distribuidorUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    maintenance: z.boolean(),
    logo_url: z.string().url().max(2000).nullable(),
    selling_companies: z.array(z.string().trim().min(1).max(120)).max(50),
  })
  .partial()
  .strict();
export type DistribuidorUpdate = z.infer<typeof distribuidorUpdateSchema>;

/** The answer of the update: the public info plus the maintenance switch. */
export const distribuidorSchema = distribuidorInfoSchema.extend({ maintenance: z.boolean() });
export type Distribuidor = z.infer<typeof distribuidorSchema>;
