import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { COMERCIAL_PARAM, MES_PARAM } from '../../calculadora/calculadora.public';

/** The calculator on a commercial's month: `/areapersonal/calculadora?mes=YYYY-MM&comercial=id`. */
export function enlaceCalculadora(mes: Mes, comercial: number): string {
  const query = new URLSearchParams([
    [MES_PARAM, textoMes(mes)],
    [COMERCIAL_PARAM, String(comercial)],
  ]);
  return `${WEB_ROUTES.calculadora.path}?${query}`;
}
