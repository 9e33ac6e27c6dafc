import { z } from 'zod';
import { idPathSchema } from '@ventas/domain/http/id';
import { detailSchema, badRequestSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database, Tx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import type { Writer } from './registry.repository';

/** PostgreSQL's unique_violation, as either driver reports it (a name taken between check and write). */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/** One kind of registry row (groups, permissions), declared for its list, create and edit routes. */
export interface RegistryKind<Form, Item> {
  /** '/api/groups/'; the edit is `{path}:id/`. */
  path: string;
  form: z.ZodType<Form, unknown>;
  item: z.ZodType<Item>;
  list: (tx: Tx) => Promise<Item[]>;
  /** The field no two rows share, and what a clash says. */
  unique: { field: string; taken: string };
  /** Checks, then writes, inside the write's transaction; null for a row that is not there. */
  create: (tx: Writer, form: Form) => Promise<Item | null>;
  update: (tx: Writer, id: number, form: Form) => Promise<Item | null>;
}

/**
 * GET, POST and PUT {id}/ of one registry kind, for the platform's SuperAdmins only (decision
 * 134). Each write is one owner transaction: checks, then writes, or nothing; a name taken
 * between check and write still answers 400 on the unique field.
 */
export function registryKindRoutes<Form, Item>(
  app: ApiInstance,
  database: Database,
  kind: RegistryKind<Form, Item>,
): void {
  const write = (work: (tx: Writer) => Promise<Item | null>) =>
    database.owner.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid({ [kind.unique.field]: [kind.unique.taken] });
      throw error;
    });
  // Widened: the type provider cannot resolve generic schemas. What `form` parsed is a Form.
  const form: z.ZodType = kind.form;
  const item: z.ZodType = kind.item;

  app.get(kind.path, {
    config: { access: API_ACCESS.platform },
    schema: { response: { 200: z.array(item) } },
    handler: () => database.registry(kind.list),
  });

  app.post(kind.path, {
    config: { access: API_ACCESS.platform },
    schema: { body: form, response: { 201: item, 400: badRequestSchema } },
    handler: async (request, reply) => {
      const created = await write((tx) => kind.create(tx, request.body as Form));
      if (!created) throw notFound();
      return reply.code(201).send(created);
    },
  });

  app.put(`${kind.path}:id/`, {
    config: { access: API_ACCESS.platform },
    schema: {
      params: idPathSchema,
      body: form,
      response: { 200: item, 400: badRequestSchema, 404: detailSchema },
    },
    handler: async (request) => {
      const updated = await write((tx) => kind.update(tx, request.params.id, request.body as Form));
      if (!updated) throw notFound();
      return updated;
    },
  });
}
