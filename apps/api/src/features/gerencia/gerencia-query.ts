import { ESTADOS_VALIDOS } from '@ventas/domain/gerencia/gerencia-contract';
import { erroresConsultaGerencia } from '@ventas/domain/gerencia/gerencia-consulta';
import { ESTADO_GERENCIA_POR_DEFECTO } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { ventanaGerencia, type Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { madridToday } from '@ventas/domain/time/madrid';
import type { TenantTx } from '../../db/database';
import { forbidden, invalid } from '../../http/app-error';
import type { ClienteScope } from '../clientes/clientes.public';
import { cuentasDeGerencia, type ComercialElegible } from '../comerciales/comerciales.public';

/** What Gerencia's figures and the statistics are asked for, once read and checked. */
export interface ConsultaGerencia {
  ventana: Ventana;
  estados: string[];
  tipos: string[];
  comerciales: number[];
}

interface Parsed {
  estado: string[];
  tipo_comercial: string[];
  comercial: number[];
}

/**
 * The range (SPEC §9: the current 2nd-to-1st period when absent), the states (ALTA when absent)
 * and types, each checked: `campo` names the range's parameter in the 400.
 */
export function leerConsulta(
  range: DayRange | undefined,
  campo: string,
  parsed: Parsed,
  hoy: string = madridToday(),
): ConsultaGerencia {
  const errores = erroresConsultaGerencia(range, campo, parsed);
  if (Object.keys(errores).length) throw invalid(errores);
  const ventana =
    range?.after && range.before ? { desde: range.after, hasta: range.before } : ventanaGerencia(hoy);
  return {
    ventana,
    estados: parsed.estado.length ? [...new Set(parsed.estado)] : [ESTADO_GERENCIA_POR_DEFECTO],
    tipos: [...new Set(parsed.tipo_comercial)],
    comerciales: [...new Set(parsed.comercial)],
  };
}

/**
 * Whose figures: Manager and above, the tenant's commercials in the states and types asked for,
 * or exactly those of `comercial` (unknown ids are left out); a Comercial only ever their own (another one is
 * a 403), counted over the customers their Teletrabajo list shows (decision 16).
 */
export async function comercialesDeConsulta(
  tx: TenantTx,
  alcance: ClienteScope,
  consulta: ConsultaGerencia,
): Promise<ComercialElegible[]> {
  // Manager and above read the tenant's figures, as they work every customer (decision 16).
  const gerente = alcance.seesAll;
  if (!gerente && consulta.comerciales.some((id) => id !== alcance.accountId)) throw forbidden();
  const ids = gerente ? (consulta.comerciales.length ? consulta.comerciales : null) : [alcance.accountId];
  // Commercials named (and a Comercial's own figures) are read whatever their state and type.
  const porFiltro = ids === null;
  return cuentasDeGerencia(tx, {
    estados: porFiltro ? consulta.estados : [...ESTADOS_VALIDOS],
    tipos: porFiltro ? consulta.tipos : [],
    ids,
  });
}
