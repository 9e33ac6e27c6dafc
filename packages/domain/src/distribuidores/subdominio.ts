/**
 * Subdomains no distributor may take (decision 134): the platform's own, and the names a
 * deployment puts in front of the app or that read as the platform to a user.
 */
export const SUBDOMINIOS_RESERVADOS = ['admin', 'www', 'api', 'app', 'localhost'] as const;

export const SUBDOMINIO_MESSAGES = {
  reservado: 'Este subdominio está reservado.',
  enUso: 'Este subdominio ya está en uso.',
} as const;

/** Whether a new distributor may not use `subdomain` (already lower-cased by the contract). */
export function subdominioReservado(subdomain: string, platformTenant: string): boolean {
  return subdomain === platformTenant || (SUBDOMINIOS_RESERVADOS as readonly string[]).includes(subdomain);
}
