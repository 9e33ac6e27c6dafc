import { clienteDuplicateSchema, type ClienteDuplicate } from '@ventas/domain/clientes/cliente-record';
import { isApiError } from '../../../api/api-error';

export interface ServerFieldError {
  name: string;
  message: string;
}

/** What the server said beyond the form's fields, as a sentence a user can read. */
function otherMessage(name: string, messages: string[]): string {
  const text = messages.join(' ');
  if (name === 'detail' || name === 'non_field_errors') return text;
  // A 5xx names its request (the error handler hides the rest): something to quote to support.
  if (name === 'request_id') return `Referencia: ${text}.`;
  return `${name}: ${text}`;
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
    else other.push(otherMessage(name, messages));
  }
  return { fields, other };
}

/** SPEC §5 / docs/decisions/ 17: a 409 names the taken document or phone and, if visible, its owner. */
export interface DuplicateCliente {
  detail: string;
  field: ClienteDuplicate['field'][0] | null;
  value: string | null;
  clienteId: number | null;
}

/** Read leniently (a proxy or an older server may send only `detail`): what is missing is null. */
const lenientDuplicate = clienteDuplicateSchema.partial();

export function parseDuplicate(error: unknown): DuplicateCliente | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = lenientDuplicate.safeParse(error.body);
  if (!body.success) return null;
  const clienteId = body.data.cliente_id?.[0];
  return {
    detail: body.data.detail ?? 'Ya existe un cliente con esos datos.',
    field: body.data.field?.[0] ?? null,
    value: body.data.value?.[0] ?? null,
    clienteId: clienteId === undefined ? null : Number(clienteId),
  };
}
