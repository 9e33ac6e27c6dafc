import { useQuery } from '@tanstack/react-query';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { useCallback } from 'react';
import { agendadosProximosQuery } from '../api/agendados-proximos-query';
import { statsQuery } from '../api/stats-query';
import type { ConsultaDashboard } from './consulta-dashboard';
import type { Alcance } from './use-consulta-dashboard';

// A key for the calls not yet sent (a Manager's teams still being read): never fetched.
const EN_ESPERA: ConsultaDashboard = { ventana: null, comerciales: null };

/**
 * Every card's call, all sent at once (none waits for another), so each card draws as its own
 * answer arrives. The callbacks call takes one commercial or all: a team's are the whole list
 * narrowed here.
 */
export function useDatosDashboard(consulta: ConsultaDashboard | null, alcance: Alcance | null) {
  const stats = <E extends Parameters<typeof statsQuery>[0]>(estadistica: E) => ({
    ...statsQuery(estadistica, consulta ?? EN_ESPERA),
    enabled: consulta !== null,
  });
  const tipoVenta = useQuery(stats('tipoVentaCount'));
  const acciones = useQuery(stats('accionesComerciales'));
  const consecucion = useQuery(stats('consecucionCount'));
  const ranking = useQuery(stats('rankingComerciales'));

  const uno = alcance === 'uno' && consulta?.comerciales?.length === 1 ? consulta.comerciales[0]! : null;
  const equipo = alcance === 'equipo' ? consulta?.comerciales : null;
  const deEquipo = useCallback(
    (agendados: AgendadoView[]) => {
      if (!equipo) return agendados;
      const ids = new Set(equipo);
      return agendados.filter((agendado) => agendado.comercial !== null && ids.has(agendado.comercial.id));
    },
    [equipo],
  );
  const agendados = useQuery({ ...agendadosProximosQuery(uno), select: deEquipo, enabled: alcance !== null });

  return { tipoVenta, acciones, consecucion, ranking, agendados };
}
