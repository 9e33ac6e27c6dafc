import type { RegistroDirecciones } from './registro-direcciones';
import type { ControlState } from './control-state';
import type { Respuesta } from './respuesta';

/** What a route handler receives: the path's params (decoded), the query and the server's state. */
export interface Contexto {
  params: Record<string, string>;
  query: URLSearchParams;
  control: ControlState;
  direcciones: RegistroDirecciones;
}

export type Manejador = (contexto: Contexto) => Respuesta;

/** Ids in paths follow our API's own rule (proveedores-contract.ts): letters, digits, hyphens. */
export const ID_VALIDO = /^[A-Za-z0-9-]{1,40}$/;

/** The customer's document as the operator keys it: no blanks, upper case. */
export function normalizarDocumento(documento: string): string {
  return documento.replace(/\s+/g, '').toUpperCase();
}
