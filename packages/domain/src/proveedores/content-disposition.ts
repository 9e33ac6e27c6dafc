/**
 * Issue 18, SPEC §7: the contract PDF's file name comes from the provider's Content-Disposition
 * header, else `Contrato_{id}`. The provider's header is untrusted: only the name's last path
 * part is kept, made of letters, digits, spaces, dots, hyphens and underscores (anything else
 * becomes `_`), at most 120 characters, always ending in `.pdf`; a name left empty or made only of
 * dots falls back. RFC 6266: `filename*=UTF-8''…` wins over `filename=`.
 */
export function nombreDeContrato(header: string | null | undefined, contractId: string): string {
  const fallback = `Contrato_${limpio(contractId) || 'sin_id'}.pdf`;
  const raw = header ? nombreEnContentDisposition(header) : null;
  if (raw === null) return fallback;
  const base = raw.split(/[\\/]/).pop() ?? '';
  const sinExtension = base.replace(/\.pdf$/i, '');
  const nombre = limpio(sinExtension)
    .replace(/^[._ ]+|[ ]+$/g, '')
    .slice(0, 116);
  return nombre === '' ? fallback : `${nombre}.pdf`;
}

function limpio(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .replace(/_{2,}/g, '_');
}

/** The file name a Content-Disposition header gives, as written (unsanitised), or null. */
export function nombreEnContentDisposition(header: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken percent-encoding: try the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const token = /filename\s*=\s*([^;\s]+)/.exec(header);
  return token?.[1] ?? null;
}

/** Our own header for a file we send: ASCII `filename` plus the RFC 5987 form. */
export function cabeceraDescarga(nombre: string): string {
  const ascii = nombre.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}
