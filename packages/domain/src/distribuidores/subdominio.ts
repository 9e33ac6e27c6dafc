/**
 * Subdomains no distributor may take (decision 134): the platform's own, and the names a
 * deployment puts in front of the app or that read as the platform to a user.
 */
export const SUBDOMINIOS_RESERVADOS = ['admin', 'www', 'api', 'app', 'localhost'] as const;

export const SUBDOMINIO_MESSAGES = {
  reservado: 'Este subdominio está reservado.',
  enUso: 'Este subdominio ya está en uso.',
  sinLibre: 'No queda libre ningún subdominio derivado del nombre: indique uno.',
} as const;

/** Whether a new distributor may not use `subdomain` (already lower-cased by the contract). */
export function subdominioReservado(subdomain: string, platformTenant: string): boolean {
  return subdomain === platformTenant || (SUBDOMINIOS_RESERVADOS as readonly string[]).includes(subdomain);
}

/** A DNS label's limit (RFC 1035 §2.3.4). */
export const SUBDOMINIO_MAX = 63;

/** The label of a name with no letter or digit the rule keeps (only symbols, or another script). */
export const SUBDOMINIO_POR_DEFECTO = 'distribuidor';

/** How many labels are tried for a name whose own label is reserved or taken: x, x-2 … x-100. */
export const SUBDOMINIO_INTENTOS = 100;

/** Letters that Unicode decomposition leaves whole, spelled as Spanish and Catalan keyboards would. */
const SIN_DESCOMPOSICION: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const sinGuionesEnLosExtremos = (text: string) => text.replace(/^-+|-+$/g, '');

/**
 * Issue 29 §4: the subdomain of a distributor created with none (SPEC §3 gives a tenant only
 * `name`). Lower case, accents and ñ folded to ASCII (NFKD drops the marks: á→a, ñ→n, ç→c),
 * every run of other characters one '-', none at either end, at most 63 characters; a name
 * that leaves nothing gives 'distribuidor'.
 */
export function subdominioDesdeNombre(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SIN_DESCOMPOSICION[letter] ?? letter);
  const label = sinGuionesEnLosExtremos(ascii.replace(/[^a-z0-9]+/g, '-'));
  return sinGuionesEnLosExtremos(label.slice(0, SUBDOMINIO_MAX)) || SUBDOMINIO_POR_DEFECTO;
}

/**
 * The labels tried in order for `name`: its own, then `-2`, `-3` … each cut to fit 63
 * characters with the number kept.
 */
export function subdominiosCandidatos(name: string): string[] {
  const label = subdominioDesdeNombre(name);
  return Array.from({ length: SUBDOMINIO_INTENTOS }, (_, index) => {
    if (index === 0) return label;
    const suffix = `-${index + 1}`;
    return `${sinGuionesEnLosExtremos(label.slice(0, SUBDOMINIO_MAX - suffix.length))}${suffix}`;
  });
}

/**
 * The subdomain a distributor created without one gets: the first of its name's labels that is
 * neither reserved nor `enUso`; null when all of them are. The API decides with the registry, the
 * create form shows it beforehand with the distributors it lists.
 */
export function subdominioLibre(
  name: string,
  platformTenant: string,
  enUso: (label: string) => boolean,
): string | null {
  return (
    subdominiosCandidatos(name).find(
      (label) => !subdominioReservado(label, platformTenant) && !enUso(label),
    ) ?? null
  );
}
