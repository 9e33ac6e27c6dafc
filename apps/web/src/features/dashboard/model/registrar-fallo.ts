import { useEffect } from 'react';

/**
 * SPEC §8 "Silent failures": a statistics failure is only logged, with no message to the user
 * (the card shows its quiet empty state). Logged at info level: it is expected, not a fault of the
 * page, and the browser already reports the failed request itself.
 */
/** `donde` names the screen in the log ('Dashboard', 'Estadísticas'). */
export function useRegistrarFallo(que: string, error: unknown, donde = 'Dashboard'): void {
  useEffect(() => {
    if (error) console.info(`${donde}: ${que} no disponible`, error);
  }, [donde, que, error]);
}
