import { sql } from 'drizzle-orm';
import {
  CUENTAS_FILTERS,
  ibanEnmascarado,
  type Cuenta,
  type CuentasOrderable,
} from '@ventas/domain/cuentas/cuenta-form';
import { containsPattern, inList } from '../../lists/filter-sql';
import type { TableList } from '../../lists/table-list';
import { nombreCuenta } from '../comerciales/comerciales.public';

const SEARCHED = ['a.username', 'a.nombre', 'a.apellidos', 'a.documento', 'a.email'].map(sql.raw);

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * RRHH's people directory (issue 16): the tenant's accounts, without those deleted with history
 * (they are kept, INACTIVO, only for their past records). A row is `cuentaSchema`: never the
 * password hash, and the IBAN masked. Only the IBAN's last 4 characters leave the database, and
 * the domain's `ibanEnmascarado` masks them, so the list, the API and the export show one mask.
 */
export const cuentasList: TableList<typeof CUENTAS_FILTERS, CuentasOrderable, Cuenta> = {
  // Deleted-with-history accounts leave every people list (PostgreSQL flattens the subquery, so
  // the tenant's indexes on accounts still serve the filters).
  from: sql`(SELECT * FROM accounts WHERE eliminada_el IS NULL) a`,
  tenantColumn: sql`a.tenant_id`,
  id: sql`a.id`,
  columns: sql`a.id, a.username, a.nombre, a.apellidos, ${nombreCuenta('a')} AS nombre_completo,
    a.rol, a.documento, a.tipo_documento, a.numeros_contacto, a.email, a.direccion, a.cp,
    a.localidad, a.costo_general::text AS costo_general, a.nuss, right(a.iban, 4) AS iban_final,
    a.talla, a.estado, a.tipo_comercial, a.must_change_password`,
  filters: CUENTAS_FILTERS,
  filterSql: {
    estado: (values) => inList(sql`a.estado`, values),
    rol: (values) => inList(sql`a.rol::text`, values),
    tipo_comercial: (values) => inList(sql`a.tipo_comercial`, values),
  },
  search: (text) =>
    sql`(${sql.join(
      SEARCHED.map((column) => sql`${column} ILIKE ${containsPattern(text)}`),
      sql` OR `,
    )})`,
  orderColumns: {
    username: sql`a.username`,
    nombre: sql`a.nombre`,
    apellidos: sql`a.apellidos`,
    rol: sql`a.rol`,
    estado: sql`a.estado`,
    tipoComercial: sql`a.tipo_comercial`,
    id: sql`a.id`,
  },
  toRow: (raw) => ({
    id: Number(raw.id),
    username: String(raw.username),
    nombre: String(raw.nombre ?? ''),
    apellidos: String(raw.apellidos ?? ''),
    nombre_completo: String(raw.nombre_completo),
    rol: { id: Number(raw.rol) },
    documento: text(raw.documento),
    tipoDocumento: text(raw.tipo_documento),
    numerosContacto: Array.isArray(raw.numeros_contacto) ? raw.numeros_contacto.map(String) : [],
    email: text(raw.email),
    direccion: text(raw.direccion),
    cp: text(raw.cp),
    localidad: text(raw.localidad),
    costoGeneral: text(raw.costo_general),
    nuss: text(raw.nuss),
    iban: ibanEnmascarado(text(raw.iban_final)),
    talla: text(raw.talla),
    estado: String(raw.estado),
    tipoComercial: String(raw.tipo_comercial),
    must_change_password: raw.must_change_password === true,
  }),
};
