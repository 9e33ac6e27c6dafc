import { z } from 'zod';

/** Longest username, password or refresh token a sign-in call reads. */
export const MAX_CREDENTIAL_LENGTH = 256;

/** POST /api/token/ (SPEC §7 Session). */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Introduzca su Usuario').max(MAX_CREDENTIAL_LENGTH),
  password: z.string().min(1, 'Introduzca su Contraseña').max(MAX_CREDENTIAL_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/token-refresh/: spends the refresh token for a new pair. */
export const refreshSchema = z.object({ refresh: z.string().min(1).max(MAX_CREDENTIAL_LENGTH) });
export type RefreshInput = z.infer<typeof refreshSchema>;

/** Both token calls answer a new access JWT and a new opaque refresh token. */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
