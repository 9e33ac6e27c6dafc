import {
  ESTADO_CUENTA_LABELS,
  ESTADOS_CUENTA,
  TIPO_COMERCIAL_LABELS,
  TIPOS_COMERCIAL,
} from '@ventas/domain/cuentas/account-constants';
import { rangoDe } from '@ventas/domain/cuentas/reglas-cuentas';
import { TIPO_DOCUMENTO_LABELS } from '@ventas/domain/clientes/cliente-labels';
import { ROLE_IDS, ROLE_NAMES, type Actor, type RoleId } from '@ventas/domain/permissions/roles';
import { TIPOS_DOCUMENTO } from '@ventas/domain/validators/documento';
import type { FilterOptions } from '../../components/paged-grid/filter-options';
import type { Option } from '../../lib/option';

/** The account codes' choices, labelled as every screen and file writes them (SPEC §3). */
export const ESTADO_OPTIONS: Option[] = ESTADOS_CUENTA.map((value) => ({
  value,
  label: ESTADO_CUENTA_LABELS[value],
}));
export const TIPO_COMERCIAL_OPTIONS: Option[] = TIPOS_COMERCIAL.map((value) => ({
  value,
  label: TIPO_COMERCIAL_LABELS[value],
}));
export const ROL_OPTIONS: Option[] = ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_NAMES[id] }));
export const TIPO_DOCUMENTO_OPTIONS: Option[] = TIPOS_DOCUMENTO.map((value) => ({
  value,
  label: TIPO_DOCUMENTO_LABELS[value],
}));

export const rolLabel = (id: number): string => ROLE_NAMES[id as RoleId] ?? String(id);

/** The roles `actor` may give: theirs and below (nobody grants a role above their own). */
export const rolOptionsFor = (actor: Actor): Option[] => {
  const rango = rangoDe({ rol: actor.roleId, isAdmin: actor.isAdmin });
  return ROL_OPTIONS.filter((option) => Number(option.value) >= rango);
};

const BY_KEY: Partial<Record<string, Option[]>> = {
  estado: ESTADO_OPTIONS,
  rol: ROL_OPTIONS,
  tipo_comercial: TIPO_COMERCIAL_OPTIONS,
};

/** CUENTAS_FILTERS' choices: fixed lists, so one object for every render. */
export const CUENTAS_FILTER_OPTIONS: FilterOptions = {
  options: (key) => BY_KEY[key] ?? null,
  label: (key, value) => BY_KEY[key]?.find((option) => option.value === value)?.label,
};
