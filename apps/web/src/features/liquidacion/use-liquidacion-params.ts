import { useSearchParams } from 'react-router';
import { COMERCIAL_PARAM, useCalculadoraParams } from '../calculadora/calculadora.public';

/**
 * The calculator's `?mes=` and `?comercial=` (the same URL state, so a month travels between the
 * screens), plus what the liquidation adds: no commercial means all of them.
 */
export function useLiquidacionParams() {
  const params = useCalculadoraParams(true);
  const [, setParams] = useSearchParams();
  const setComercial = (id: number | null) => {
    if (id !== null) return params.setComercial(id);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(COMERCIAL_PARAM);
      return next;
    });
  };
  return { ...params, setComercial };
}
