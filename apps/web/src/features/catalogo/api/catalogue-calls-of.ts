import type { z } from 'zod';
import type { Page } from '@ventas/domain/http/page';
import type { CatalogueListPath, CatalogueRowPath } from '@ventas/domain/servicios/catalogue.calls';
import type { Deactivated } from '@ventas/domain/servicios/catalogue-fields';
import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';

/** A declared call as this feature reads it: its method and path (access is the server's). */
interface Declared<Method, Path> {
  method: Method;
  path: Path;
  access: unknown;
}

/**
 * One catalogue table's calls (`catalogueCalls.tarifas`, declared in the domain) seen through its
 * row: what the generic list, form and delete of every table send and read.
 */
export interface CatalogueCallsOf<Row> {
  table: ExportTable;
  list: Declared<'GET', CatalogueListPath> & {
    query: z.ZodType;
    response: z.ZodType<Row[] | Page<Row>>;
  };
  create: Declared<'POST', CatalogueListPath> & {
    body: z.ZodType;
    status: 201;
    response: z.ZodType<Row>;
  };
  update: Declared<'PUT', CatalogueRowPath> & {
    params: z.ZodType;
    body: z.ZodType;
    response: z.ZodType<Row>;
  };
  remove: Declared<'DELETE', CatalogueRowPath> & {
    params: z.ZodType;
    response: z.ZodType<Deactivated>;
    alsoAnswers: { status: 204; response: z.ZodType<null> };
  };
}
