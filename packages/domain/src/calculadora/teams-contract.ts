import { z } from 'zod';
import { idSchema } from '../http/id';

/** SPEC §3 teams form (id, dutty_manager, commercial_id_arr); `/api/cuentas/teams/`. */
export const MAX_MIEMBROS_EQUIPO = 1000;

export const teamFormSchema = z.object({
  dutty_manager: idSchema,
  commercial_id_arr: z.array(idSchema).max(MAX_MIEMBROS_EQUIPO).default([]),
});
export type TeamForm = z.infer<typeof teamFormSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  dutty_manager: z.number().int(),
  dutty_manager_nombre: z.string(),
  commercial_id_arr: z.array(z.number().int()),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);
