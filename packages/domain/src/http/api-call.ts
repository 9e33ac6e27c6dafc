import type { z } from 'zod';

/**
 * Issue 32: one HTTP call of the API, declared once. The server registers its route from it
 * (`apps/api/src/http/call-route.ts`: access, schemas, status) and the web sends it through one
 * typed client (`apps/web/src/api/send-call.ts`), so a path, a body or an answer cannot drift
 * between the two. The spec's paths and field names are kept exactly.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The spec's path, `:name` for each path parameter (`/api/tiendas/:id/`). */
  path: string;
  /**
   * Who may call it: a rule of `permissions/api-rules.ts` (`API_ACCESS.x`), which the server judges.
   * Typed there, not here: the permissions folder reads this one's schemas.
   */
  access: unknown;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status: 200 unless the call creates (201) or answers nothing (204). */
  status?: 200 | 201 | 204;
  /** The success answer's schema (`z.null()` for a 204). */
  response: z.ZodType;
  /**
   * A second success the call may answer instead, by its own status: a catalogue delete answers
   * 204 when it erases the row and 200 when it deactivates it (decision 65).
   */
  alsoAnswers?: { status: 200 | 201 | 204; response: z.ZodType };
  /** The refusals the call documents, by status (`{ 400: badRequestSchema, 404: detailSchema }`). */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504, z.ZodType>>;
}

/** Declares a call; `const` keeps each schema's own type for the server's handler and the web. */
export function defineCall<const C extends ApiCall>(call: C): C {
  return call;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The names of a path's `:name` segments, as a union. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller supplies for a path's parameters (a number or a string each). */
export type CallPathParams<C extends ApiCall> = Record<PathParamNames<C['path']>, string | number>;

/** What the web sends: path parameters, query and body, each only when the call has it. */
export type CallInput<C extends ApiCall> = ([PathParamNames<C['path']>] extends [never]
  ? { params?: undefined }
  : { params: CallPathParams<C> }) &
  (C['query'] extends z.ZodType ? { query?: SchemaInput<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: SchemaInput<C['body']> } : { body?: undefined });

/** The second success's schema, when the call has one. */
export type AlsoAnswered<C extends ApiCall> = C['alsoAnswers'] extends { response: infer R } ? R : never;

/** The answer as the web reads it (either success's, when the call has two). */
export type CallResponse<C extends ApiCall> = SchemaOutput<C['response'] | AlsoAnswered<C>>;

/** The handler's view of a request: the parsed params, query and body. */
export interface CallRequestParts<C extends ApiCall> {
  params: SchemaOutput<C['params']>;
  query: SchemaOutput<C['query']>;
  body: SchemaOutput<C['body']>;
}

/** What a handler returns: the success answer before the response schema serialises it. */
export type CallResult<C extends ApiCall> = SchemaInput<C['response']>;

/** What a handler returns for the call's second success (`alsoAnswers`), when it has one. */
export type CallAlsoResult<C extends ApiCall> = SchemaInput<AlsoAnswered<C>>;

/**
 * The call's path with its parameters filled in, each URI-encoded; a missing one throws (a bug in
 * the caller, never a user's input).
 */
export function callPath(call: Pick<ApiCall, 'path'>, params?: Record<string, string | number>): string {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Falta el parámetro '${name}' de ${call.path}`);
    return encodeURIComponent(String(value));
  });
}
