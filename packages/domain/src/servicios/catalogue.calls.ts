import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import type { FilterDeclarations } from '../http/list-filters';
import { listQuerySchema } from '../http/list-query';
import type { ListPaging } from '../http/page';
import { API_ACCESS } from '../permissions/api-rules';
import {
  ADICIONAL_FILTERS,
  ADICIONAL_PAGING,
  adicionalesResponseSchema,
  adicionalFormSchema,
  adicionalSchema,
} from './adicional-contract';
import { deactivatedSchema } from './catalogue-fields';
import type { ExportTable } from './catalogue-transfer-contract';
import {
  GESTION_FILTERS,
  GESTION_PAGING,
  gestionesResponseSchema,
  gestionFormSchema,
  gestionSchema,
} from './gestion-list';
import {
  ORIGEN_FILTERS,
  ORIGEN_PAGING,
  origenesResponseSchema,
  origenFormSchema,
  origenSchema,
} from './origen-contract';
import {
  PROMOCION_FILTERS,
  PROMOCION_PAGING,
  promocionesResponseSchema,
  promocionFormSchema,
  promocionSchema,
} from './promocion-contract';
import {
  SEGURO_FILTERS,
  SEGURO_PAGING,
  segurosResponseSchema,
  seguroFormSchema,
  seguroSchema,
} from './seguro-contract';
import { SVA_FILTERS, SVA_PAGING, svaFormSchema, svaSchema, svasResponseSchema } from './sva-contract';
import {
  TARIFA_FILTERS,
  TARIFA_PAGING,
  tarifaFormSchema,
  tarifaSchema,
  tarifasResponseSchema,
} from './tarifa-contract';
import {
  TERMINAL_FILTERS,
  TERMINAL_PAGING,
  terminalesResponseSchema,
  terminalFormSchema,
  terminalSchema,
} from './terminal-contract';
import {
  TIPO_OBJETIVO_FILTERS,
  TIPO_OBJETIVO_PAGING,
  tipoObjetivoFormSchema,
  tipoObjetivoSchema,
  tiposObjetivoResponseSchema,
} from './tipoobjetivo-contract';

/** One catalogue table as the API serves it: its list's filters and order, its form and its row. */
interface CatalogueTableContract<
  Row extends z.ZodType,
  Form extends z.ZodType,
  List extends z.ZodType,
  D extends FilterDeclarations,
  F extends string,
> {
  filters: D;
  paging: ListPaging<F>;
  form: Form;
  row: Row;
  /** The list's answer: the whole list, or a page when `page`/`itemsPerPage` are sent. */
  list: List;
}

const notFound = { 404: detailSchema };

/** A table's list path, and one row's, as every table's calls spell them. */
export type CatalogueListPath = `/api/servicios/${string}/`;
export type CatalogueRowPath = `/api/servicios/${string}/:id/`;

/**
 * SPEC §7 "Catalogue CRUD", the same five calls for every table: GET the list (whole, or a page
 * when the caller pages), GET/PUT/DELETE `{id}/`, POST. Decision 65: Admin and above write;
 * Manager and above read one row; every role lists (a Comercial reads the active rows the offer
 * configurator needs, which the server decides).
 */
function catalogueTableCalls<
  const P extends ExportTable,
  Row extends z.ZodType,
  Form extends z.ZodType,
  List extends z.ZodType,
  D extends FilterDeclarations,
  F extends string,
>(path: P, table: CatalogueTableContract<Row, Form, List, D, F>) {
  const list = `/api/servicios/${path}/` as const;
  const item = `/api/servicios/${path}/:id/` as const;
  return {
    /** The table's path under /api/servicios/, which also names its export and its query keys. */
    table: path,
    list: defineCall({
      method: 'GET',
      path: list,
      access: API_ACCESS.anyRole,
      query: listQuerySchema(table.filters, table.paging),
      response: table.list,
      errors: { 400: badRequestSchema },
    }),
    read: defineCall({
      method: 'GET',
      path: item,
      access: API_ACCESS.manager,
      params: idPathSchema,
      response: table.row,
      errors: notFound,
    }),
    create: defineCall({
      method: 'POST',
      path: list,
      access: API_ACCESS.admin,
      body: table.form,
      status: 201,
      response: table.row,
      errors: { 400: badRequestSchema },
    }),
    update: defineCall({
      method: 'PUT',
      path: item,
      access: API_ACCESS.admin,
      params: idPathSchema,
      body: table.form,
      response: table.row,
      errors: { 400: badRequestSchema, ...notFound },
    }),
    /**
     * 204 when the row is erased; 200 `{detail, deactivated: true}` when something still uses it
     * and it was deactivated instead; 409 when it is used and cannot be deactivated (decision 65).
     */
    remove: defineCall({
      method: 'DELETE',
      path: item,
      access: API_ACCESS.admin,
      params: idPathSchema,
      response: deactivatedSchema,
      alsoAnswers: { status: 204, response: z.null() },
      errors: { ...notFound, 409: detailSchema },
    }),
  };
}

/** Every catalogue table's calls, by its path under /api/servicios/ (which names its export too). */
export const catalogueCalls = {
  tarifas: catalogueTableCalls('tarifas', {
    filters: TARIFA_FILTERS,
    paging: TARIFA_PAGING,
    form: tarifaFormSchema,
    row: tarifaSchema,
    list: tarifasResponseSchema,
  }),
  adicionales: catalogueTableCalls('adicionales', {
    filters: ADICIONAL_FILTERS,
    paging: ADICIONAL_PAGING,
    form: adicionalFormSchema,
    row: adicionalSchema,
    list: adicionalesResponseSchema,
  }),
  sva: catalogueTableCalls('sva', {
    filters: SVA_FILTERS,
    paging: SVA_PAGING,
    form: svaFormSchema,
    row: svaSchema,
    list: svasResponseSchema,
  }),
  promociones: catalogueTableCalls('promociones', {
    filters: PROMOCION_FILTERS,
    paging: PROMOCION_PAGING,
    form: promocionFormSchema,
    row: promocionSchema,
    list: promocionesResponseSchema,
  }),
  gestion: catalogueTableCalls('gestion', {
    filters: GESTION_FILTERS,
    paging: GESTION_PAGING,
    form: gestionFormSchema,
    row: gestionSchema,
    list: gestionesResponseSchema,
  }),
  seguros: catalogueTableCalls('seguros', {
    filters: SEGURO_FILTERS,
    paging: SEGURO_PAGING,
    form: seguroFormSchema,
    row: seguroSchema,
    list: segurosResponseSchema,
  }),
  origenesbd: catalogueTableCalls('origenesbd', {
    filters: ORIGEN_FILTERS,
    paging: ORIGEN_PAGING,
    form: origenFormSchema,
    row: origenSchema,
    list: origenesResponseSchema,
  }),
  tipoobjetivo: catalogueTableCalls('tipoobjetivo', {
    filters: TIPO_OBJETIVO_FILTERS,
    paging: TIPO_OBJETIVO_PAGING,
    form: tipoObjetivoFormSchema,
    row: tipoObjetivoSchema,
    list: tiposObjetivoResponseSchema,
  }),
  terminales: catalogueTableCalls('terminales', {
    filters: TERMINAL_FILTERS,
    paging: TERMINAL_PAGING,
    form: terminalFormSchema,
    row: terminalSchema,
    list: terminalesResponseSchema,
  }),
} satisfies Record<ExportTable, unknown>;

/** The calls of any one catalogue table. */
export type CatalogueTableCalls = (typeof catalogueCalls)[ExportTable];
