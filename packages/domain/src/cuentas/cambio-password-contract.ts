import { z } from 'zod';
import { PASSWORD_MAX, PASSWORDS_DISTINTAS, problemaDeLongitud } from './password-policy';

/**
 * POST /api/cuentas/cambiar-password/ (issue 16, not in SPEC §7): the signed-in account chooses
 * its own password — required at first login after an Admin set one. The current one proves it
 * is them; the server also refuses a common one, the username, and the same one again.
 */
export const cambioPasswordSchema = z
  .object({
    password_actual: z
      .string({ error: 'Indique su contraseña actual' })
      .min(1, 'Indique su contraseña actual')
      .max(PASSWORD_MAX * 4),
    password: z
      .string()
      .max(PASSWORD_MAX * 4)
      .superRefine((value, ctx) => {
        const problema = problemaDeLongitud(value);
        if (problema) ctx.addIssue({ code: 'custom', message: problema });
      }),
    password2: z.string().max(PASSWORD_MAX * 4),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.password !== form.password2) {
      ctx.addIssue({ code: 'custom', message: PASSWORDS_DISTINTAS, path: ['password2'] });
    }
  });
export type CambioPassword = z.infer<typeof cambioPasswordSchema>;

/** The answer: a fresh token pair, as login gives (every other session of the account is closed). */
export const cambioPasswordRespuestaSchema = z.object({ access: z.string(), refresh: z.string() });
