import type { GroupName } from '../permissions/roles';

/**
 * Issue 18: the operator "scraping providers" (SPEC §7), one per operator group. Which provider a
 * distributor uses follows its groups: B for group B, C for group C, D for group D.
 */
export const PROVEEDORES = ['b', 'c', 'd'] as const;
export type Proveedor = (typeof PROVEEDORES)[number];

export const GRUPO_DEL_PROVEEDOR: Record<Proveedor, GroupName> = { b: 'B', c: 'C', d: 'D' };

/** One adapter interface per capability; each provider implements those it has. */
export const CAPACIDADES = [
  'cobertura',
  'geocodificacion',
  'lineas',
  'facturas',
  'registros',
  'renuevo',
  'ordenes',
  'contrato',
  'recursos',
  'seguimiento',
] as const;
export type Capacidad = (typeof CAPACIDADES)[number];

export const CAPACIDADES_DEL_PROVEEDOR: Record<Proveedor, readonly Capacidad[]> = {
  b: ['cobertura', 'lineas', 'facturas', 'registros', 'renuevo', 'ordenes', 'contrato', 'recursos'],
  c: ['cobertura', 'geocodificacion'],
  d: ['seguimiento'],
};

/**
 * The path slug in place of the spec's `{provider_b}`, `{provider_c}` and `{provider_d}`
 * (decision 165): configurable per deployment (PROVIDER_B_SLUG…), these by default. The web app
 * learns them from GET /api/scraping/proveedores/.
 */
export const SLUGS_POR_DEFECTO: Record<Proveedor, string> = {
  b: 'proveedor-b',
  c: 'proveedor-c',
  d: 'proveedor-d',
};

/** A slug is one lower-case path segment: it is put into URLs and route declarations. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export function proveedoresDeGrupos(groups: readonly string[]): Proveedor[] {
  return PROVEEDORES.filter((p) => groups.includes(GRUPO_DEL_PROVEEDOR[p]));
}
