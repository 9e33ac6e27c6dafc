/**
 * Issue 18: coverage answers are cached per normalised address. "C/ Mayor, 5", "calle mayor 5"
 * and "CALLE MAYOR Nº 5" are one key: lower case, no accents, the usual street-type abbreviations
 * spelt out, punctuation and "nº" dropped, spaces collapsed; the postal code (and C's locality
 * and province) are part of the key.
 */
const TIPOS_DE_VIA: Record<string, string> = {
  c: 'calle',
  cl: 'calle',
  cll: 'calle',
  av: 'avenida',
  avd: 'avenida',
  avda: 'avenida',
  pza: 'plaza',
  pl: 'plaza',
  plz: 'plaza',
  pº: 'paseo',
  po: 'paseo',
  ps: 'paseo',
  ctra: 'carretera',
  cr: 'carretera',
  rda: 'ronda',
  trav: 'travesia',
  tr: 'travesia',
  urb: 'urbanizacion',
};

export function normalizarDireccion(direccion: string): string {
  const plano = direccion
    .toLowerCase()
    .replace(/pº/g, 'paseo ')
    // Before NFKD, which would turn º and ª into o and a.
    .replace(/\bn[º°]/g, ' ')
    .replace(/[º°ª]/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.,;:/\\()#-]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return plano.map((w, i) => (i === 0 ? (TIPOS_DE_VIA[w] ?? w) : w)).join(' ');
}

export function claveDeDireccion(partes: {
  direccion: string;
  cp: string;
  localidad?: string;
  provincia?: string;
}): string {
  return [
    normalizarDireccion(partes.direccion),
    partes.cp.trim(),
    normalizarDireccion(partes.localidad ?? ''),
    normalizarDireccion(partes.provincia ?? ''),
  ].join('|');
}
