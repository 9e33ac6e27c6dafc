import { isApiError } from '../../../api/api-error';

export interface ServerFieldError {
  name: string;
  message: string;
}

/**
 * A DRF-like 400 body `{field: [messages]}` with dotted paths ('direccion.cp',
 * 'telefonos_contacto.0') split into errors for known form fields and the rest (shown apart).
 */
export function mapServerErrors(
  error: unknown,
  isFormField: (name: string) => boolean,
): { fields: ServerFieldError[]; other: string[] } {
  const fields: ServerFieldError[] = [];
  const other: string[] = [];
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return { fields, other };
  for (const [name, value] of Object.entries(error.body)) {
    const messages = (Array.isArray(value) ? value : [value]).map(String).filter(Boolean);
    if (messages.length === 0) continue;
    if (isFormField(name)) fields.push({ name, message: messages.join(' ') });
    else
      other.push(
        name === 'detail' || name === 'non_field_errors'
          ? messages.join(' ')
          : `${name}: ${messages.join(' ')}`,
      );
  }
  return { fields, other };
}

/** SPEC §5 / docs/decisions.md 17: a 409 names the taken document or phone and, if visible, its owner. */
export interface DuplicateCliente {
  detail: string;
  field: string | null;
  value: string | null;
  clienteId: number | null;
}

export function parseDuplicate(error: unknown): DuplicateCliente | null {
  if (!isApiError(error) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) {
    return null;
  }
  const body = error.body as Record<string, unknown>;
  const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const id = Number(text(firstOf(body.cliente_id)));
  return {
    detail: text(body.detail) ?? 'Ya existe un cliente con esos datos.',
    field: text(firstOf(body.field)),
    value: text(firstOf(body.value)),
    clienteId: Number.isInteger(id) && id > 0 ? id : null,
  };
}
