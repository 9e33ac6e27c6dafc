import { z } from 'zod';
import { idSchema } from '../http/id';
import { defineFilters } from '../http/list-filters';
import { pageSchema, type ListPaging } from '../http/page';

/**
 * SPEC §3 Credential and §7 "Credentials: GET/POST /api/scraping/claves/; PUT, DELETE .../{id}/"
 * (issue 16): an operator portal's login. The password and the cookie are stored encrypted and are
 * write-only: a row says whether each is set, and only the SuperAdmin's reveal call answers them.
 */

export const CREDENCIAL_MAX = {
  nombrePortal: 200,
  url: 2000,
  username: 200,
  password: 500,
  /** A Cookie header of several cookies; browsers keep 4 KB per cookie. */
  cookie: 8000,
} as const;

export const MENSAJES_CAMPOS_CREDENCIAL = {
  required: 'Este campo es obligatorio',
  text: 'Texto no válido',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  url: 'URL no válida: debe empezar por http:// o https://',
} as const;

const M = MENSAJES_CAMPOS_CREDENCIAL;
const text = () => z.string({ error: M.text });

/** Whether `value` is an absolute http(s) URL with a host (javascript:, data:, ftp: are refused). */
export function isPortalUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * What a write does to a stored secret (password or cookie). Absent keeps it (the edit form
 * leaves it blank to mean "unchanged"); an explicit null or '' clears it; any other text
 * replaces it, untrimmed (a password's spaces are its own).
 */
export type CambioSecreto = { tipo: 'mantener' } | { tipo: 'borrar' } | { tipo: 'guardar'; valor: string };

export function cambioSecreto(value: string | null | undefined): CambioSecreto {
  if (value === undefined) return { tipo: 'mantener' };
  if (value === null || value === '') return { tipo: 'borrar' };
  return { tipo: 'guardar', valor: value };
}

const secret = (max: number) => text().max(max, M.tooLong(max)).nullish();

/** The body of POST and PUT (the web form uses it too). */
export const credencialFormSchema = z.object({
  nombre_portal: text()
    .trim()
    .min(1, M.required)
    .max(CREDENCIAL_MAX.nombrePortal, M.tooLong(CREDENCIAL_MAX.nombrePortal)),
  url: text()
    .trim()
    .max(CREDENCIAL_MAX.url, M.tooLong(CREDENCIAL_MAX.url))
    .refine((value) => value === '' || isPortalUrl(value), M.url)
    .nullish()
    .transform((value) => value ?? ''),
  username: text()
    .trim()
    .max(CREDENCIAL_MAX.username, M.tooLong(CREDENCIAL_MAX.username))
    .nullish()
    .transform((value) => value ?? ''),
  password: secret(CREDENCIAL_MAX.password),
  cookie: secret(CREDENCIAL_MAX.cookie),
});
export type CredencialForm = z.input<typeof credencialFormSchema>;
export type CredencialInput = z.output<typeof credencialFormSchema>;

/** A credential as list and detail answer it: never the secrets, only whether each is set. */
export const credencialSchema = z.object({
  id: z.number().int(),
  nombre_portal: z.string(),
  url: z.string(),
  username: z.string(),
  tiene_password: z.boolean(),
  tiene_cookie: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type Credencial = z.infer<typeof credencialSchema>;

/** The list has the top-bar search (portal, URL, user) and no filters. */
export const CREDENCIALES_FILTERS = defineFilters({});

export const CREDENCIALES_ORDERABLE = ['nombre_portal', 'username', 'updated_on', 'id'] as const;
export type CredencialesOrderable = (typeof CREDENCIALES_ORDERABLE)[number];

/** SPEC §9: the administration's lists page 16 rows by default. */
export const CREDENCIALES_PAGING: ListPaging<CredencialesOrderable> = {
  defaultPageSize: 16,
  maxPageSize: 100,
  pageSizeOptions: [16, 32, 64],
  orderable: CREDENCIALES_ORDERABLE,
  defaultOrdering: 'nombre_portal',
};

export const credencialesPageSchema = pageSchema(credencialSchema);

/** The secrets a reveal answers (POST {id}/revelar/, SuperAdmin): null when not set. */
export const credencialReveladaSchema = z.object({
  id: idSchema,
  password: z.string().nullable(),
  cookie: z.string().nullable(),
});
export type CredencialRevelada = z.infer<typeof credencialReveladaSchema>;

/** The secret fields a reveal records, one audit row each. */
export const CAMPOS_SECRETOS = ['password', 'cookie'] as const;
export type CampoSecreto = (typeof CAMPOS_SECRETOS)[number];

/** One recorded reveal (GET {id}/revelaciones/), newest first. */
export const revelacionSchema = z.object({
  id: z.number().int(),
  campo: z.enum(CAMPOS_SECRETOS),
  revelado_el: z.string(),
  cuenta: z.object({ id: z.number().int(), nombre: z.string() }),
});
export type Revelacion = z.infer<typeof revelacionSchema>;
export const revelacionesSchema = z.array(revelacionSchema);

/** How many reveals the history answers (the newest). */
export const MAX_REVELACIONES = 200;
