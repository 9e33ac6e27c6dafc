import { useEffect, useState } from 'react';

/**
 * True once `cifrasListas` has been true and the browser has had a quiet moment: the chart library
 * (~90 kB gzipped, decision 119) is parsed and drawn after every card's figures, never in between
 * two answers (measured: loaded with the first answer, it held the next card's figures back by
 * ~300 ms on a busy machine).
 */
export function useGraficosDespues(cifrasListas: boolean): boolean {
  const [permitidos, setPermitidos] = useState(false);
  useEffect(() => {
    if (!cifrasListas || permitidos) return;
    const permitir = () => setPermitidos(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(permitir, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(permitir, 0);
    return () => clearTimeout(timer);
  }, [cifrasListas, permitidos]);
  return permitidos;
}
