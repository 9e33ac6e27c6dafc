import { z } from 'zod';
import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import { CUENTAS_FILTERS, CUENTAS_PAGING, type Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import { ROLE_NAMES, type RoleId } from '@ventas/domain/permissions/roles';
import type { Database, TenantTx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ExportColumn } from '../../jobs/export-column';
import type { ExportFiles } from '../../jobs/export-files';
import type { JobHandler } from '../../jobs/job-types';
import { createListExportHandler, type ListExport } from '../../lists/list-export';
import { listQuerySchema, type ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage } from '../../lists/table-list';
import { cuentasList } from './cuentas.list';

export const CUENTAS_EXPORT_KIND = 'export-cuentas';

/** The row's place in the list's order: the batch cursor (the list orders by any column). */
const POSITION = 'position__';

/** A list row flattened for a sheet: the role as its code, phones as one text, the cost a number. */
export type CuentaExportRow = Omit<Cuenta, 'rol' | 'numerosContacto' | 'costoGeneral'> & {
  rol: string;
  numerosContacto: string;
  costoGeneral: number | null;
  [POSITION]: number;
};

const rolLabel = (code: string) => ROLE_NAMES[Number(code) as RoleId] ?? code;

/** RRHH's sheet: the directory's HR fields, codes by their labels; the IBAN as the list masks it. */
export const CUENTAS_EXPORT_COLUMNS: ExportColumn<CuentaExportRow>[] = [
  { key: 'nombre_completo', header: 'Nombre completo', width: 28 },
  { key: 'username', header: 'Usuario', width: 18 },
  { key: 'rol', header: 'Rol', width: 12, label: rolLabel },
  { key: 'estado', header: 'Estado', width: 12, label: estadoCuentaLabel },
  { key: 'tipoComercial', header: 'Tipo de comercial', width: 16, label: tipoComercialLabel },
  { key: 'tipoDocumento', header: 'Tipo de documento', width: 12 },
  { key: 'documento', header: 'Documento', width: 14 },
  { key: 'nuss', header: 'NUSS', width: 16 },
  { key: 'iban', header: 'IBAN', width: 12 },
  { key: 'talla', header: 'Talla', width: 8 },
  { key: 'costoGeneral', header: 'Coste general (€)', width: 14 },
  { key: 'email', header: 'Correo electrónico', width: 26 },
  { key: 'numerosContacto', header: 'Teléfonos', width: 24 },
  { key: 'direccion', header: 'Dirección', width: 30 },
  { key: 'cp', header: 'Código postal', width: 10 },
  { key: 'localidad', header: 'Localidad', width: 20 },
];

type CuentasQuery = ListQuery<typeof CUENTAS_FILTERS, (typeof CUENTAS_PAGING.orderable)[number]>;

/** The list's own page (its filters, search and order), `size` rows from `offset`. */
async function readRows(tx: TenantTx, query: CuentasQuery, offset: number, size: number) {
  try {
    return await readTablePage(tx, cuentasList, { ...query, page: offset / size + 1, itemsPerPage: size });
  } catch (error) {
    // Accounts deleted since the last batch can leave this page past the end: the export is done.
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

const exportRowOf = (cuenta: Cuenta, position: number): CuentaExportRow => ({
  ...cuenta,
  rol: String(cuenta.rol.id),
  numerosContacto: cuenta.numerosContacto.join(', '),
  costoGeneral: cuenta.costoGeneral === null ? null : Number(cuenta.costoGeneral),
  [POSITION]: position,
});

/** RRHH's directory as a `ListExport` over `cuentasList` (lists/list-export.ts does the job). */
export const CUENTAS_EXPORT: ListExport<CuentasQuery, null, CuentaExportRow, number> = {
  kind: CUENTAS_EXPORT_KIND,
  filePrefix: 'cuentas',
  sheetName: 'Cuentas',
  rowsNoun: 'cuentas',
  columns: CUENTAS_EXPORT_COLUMNS,
  querySchema: listQuerySchema(CUENTAS_FILTERS, CUENTAS_PAGING),
  scopeSchema: z.null(),
  count: async (tx, query) => (await readRows(tx, query, 0, 1))?.count ?? 0,
  batch: async (tx, query, _scope, after, limit) => {
    const offset = after ?? 0;
    const page = await readRows(tx, query, offset, limit);
    return (page?.results ?? []).map((cuenta, index) => exportRowOf(cuenta, offset + index + 1));
  },
  cursorOf: (row) => row[POSITION],
};

export const createCuentasExportHandler = (deps: { database: Database; files: ExportFiles }): JobHandler =>
  createListExportHandler(CUENTAS_EXPORT, deps);
