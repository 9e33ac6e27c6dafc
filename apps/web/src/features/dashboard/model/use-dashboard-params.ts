import { useSearchParams } from 'react-router';
import { COMERCIAL_PARAM } from '../../calculadora/calculadora.public';
import { PERIODO_POR_DEFECTO } from './periodos-dashboard';

/** `?periodo=<preset key>`: the period selector's choice (absent: the SPEC §9 default). */
export const PERIODO_PARAM = 'periodo';

const idDe = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * The dashboard's state in the URL, so a view can be shared and reloaded: the period, and the
 * commercial a Manager picked (`?comercial=id`, as on the calculator; ignored for a Comercial).
 */
export function useDashboardParams(puedeElegir: boolean) {
  const [params, setParams] = useSearchParams();
  const escribir = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return {
    periodo: params.get(PERIODO_PARAM) ?? PERIODO_POR_DEFECTO,
    comercial: puedeElegir ? idDe(params.get(COMERCIAL_PARAM)) : null,
    setPeriodo: (clave: string) => escribir(PERIODO_PARAM, clave === PERIODO_POR_DEFECTO ? null : clave),
    setComercial: (id: number | null) => escribir(COMERCIAL_PARAM, id === null ? null : String(id)),
  };
}
