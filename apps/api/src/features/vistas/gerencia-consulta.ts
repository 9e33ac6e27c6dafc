import type { GERENCIA_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import { erroresConsultaGerencia } from '@ventas/domain/gerencia/gerencia-consulta';
import type { ParsedFilters } from '@ventas/domain/http/list-filters';
import { invalid } from '../../http/app-error';

/**
 * A saved Gerencia view holds a query the screen can ask for: Gerencia's own rules (decision 121,
 * domain `erroresConsultaGerencia`), each message under `consulta.<field>`.
 */
export function comprobarGerencia(parsed: ParsedFilters<typeof GERENCIA_FILTERS>): void {
  const errores = erroresConsultaGerencia(parsed.fechas, 'fechas', parsed);
  const campos = Object.entries(errores).map(([campo, mensajes]) => [`consulta.${campo}`, mensajes]);
  if (campos.length) throw invalid(Object.fromEntries(campos));
}
