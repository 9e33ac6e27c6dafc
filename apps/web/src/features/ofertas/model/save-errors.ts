import { isApiError } from '../../../api/api-error';

/** A draft field a server message belongs on ('paquetes.2.tarifa', 'cliente.direccion.cp'). */
export interface FieldProblem {
  name: string;
  message: string;
}

const PAQUETE_FIELDS: Record<string, string> = {
  tipoVenta: 'tipoVenta',
  tarifa: 'tarifa',
  promotion: 'promociones',
  promotion_priority: 'promociones',
  promociones: 'promociones',
  cacharro: 'cacharro',
  installment: 'cacharro',
  seguro: 'seguro',
  svas: 'svas',
  lineasAsociadas: 'lineasAsociadas',
};
const OFERTA_FIELDS = new Set([
  'estado',
  'tipoIva',
  'precioAnterior',
  'numeroComercial',
  'notas',
  'fechaAgendado',
]);

/** The draft field of a 400's path (zod's, `oferta.` first on CREATE); null if none shows it. */
function draftField(path: string, sent: readonly number[]): string | null {
  const [head, ...rest] = path.replace(/^oferta\./, '').split('.');
  if (head === 'paquetes') {
    if (rest.length === 0) return 'paquetes';
    const index = sent[Number(rest[0])];
    const field = PAQUETE_FIELDS[rest[1] ?? ''];
    return index === undefined || field === undefined ? null : `paquetes.${index}.${field}`;
  }
  if (head === 'datosCliente') {
    if (rest[0] === 'telefonos_contacto') return 'cliente.telefonos_contacto';
    if (rest[0] === 'direccion' && rest[1]) return `cliente.direccion.${rest[1]}`;
    return null;
  }
  return head !== undefined && OFERTA_FIELDS.has(head) ? head : null;
}

/** `{path: [messages]}` (a 400's body, or the schema's issues) on the fields they name, the first per field. */
export function problemsOf(errors: Record<string, unknown>, sent: readonly number[]): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const [path, messages] of Object.entries(errors)) {
    const name = draftField(path, sent);
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (name !== null && typeof message === 'string' && !problems.has(name)) problems.set(name, message);
  }
  return [...problems].map(([name, message]) => ({ name, message }));
}

/** A 400's messages on the fields they name. */
export function fieldProblems(error: unknown, sent: readonly number[]): FieldProblem[] {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null)
    return [];
  return problemsOf(error.body as Record<string, unknown>, sent);
}

/** Whether a failed save was refused only for the customer's data (SPEC §8's own message). */
export function isClienteProblem(error: unknown): boolean {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return false;
  if (takenTelefono(error) !== null) return true;
  const paths = Object.keys(error.body);
  return error.status === 400 && paths.length > 0 && paths.every((path) => path.startsWith('datosCliente'));
}

/**
 * SPEC §8: a 409 naming a phone another customer holds, `{detail, field: ['telefono'], value: [n]}`
 * (the customer save's own 409 names the field `telefonos_contacto`): the phone, or null.
 */
export function takenTelefono(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409 || typeof error.body !== 'object' || error.body === null)
    return null;
  const { field, value } = error.body as { field?: unknown; value?: unknown };
  const name = Array.isArray(field) ? field[0] : field;
  const telefono = Array.isArray(value) ? value[0] : value;
  return (name === 'telefono' || name === 'telefonos_contacto') && typeof telefono === 'string'
    ? telefono
    : null;
}
