import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { useState } from 'react';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { cifra } from '../model/formatos-dashboard';
import { AgendadosLista } from './agendados-lista';
import { TarjetaDashboard } from './tarjeta-dashboard';

const TEXTOS = TEXTOS_DASHBOARD.agendados;

/** The first callbacks shown; the rest open on demand (a whole tenant can have hundreds). */
export const AGENDADOS_VISIBLES = 8;

interface AgendadosCardProps {
  datos: UseQueryResult<AgendadoView[]>;
  hoy: string;
  /** A Manager's view of several commercials names whose each callback is. */
  conComercial: boolean;
}

/** Pending callbacks from today to 3 days ahead (SPEC §9), soonest first; a click opens the customer. */
export function AgendadosCard({ datos, hoy, conComercial }: AgendadosCardProps) {
  const [todos, setTodos] = useState(false);
  return (
    <TarjetaDashboard
      titulo={TEXTOS.titulo}
      datos={datos}
      // Three callbacks.
      alturaCargando={{ xs: 170 }}
      vacio={(agendados) => (agendados.length === 0 ? TEXTOS.vacio : null)}
    >
      {(agendados) => (
        <>
          <AgendadosLista
            agendados={todos ? agendados : agendados.slice(0, AGENDADOS_VISIBLES)}
            hoy={hoy}
            conComercial={conComercial}
          />
          {agendados.length > AGENDADOS_VISIBLES && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setTodos((antes) => !antes)}>
              {todos ? 'Ver menos' : `Ver los ${cifra(agendados.length)}`}
            </Button>
          )}
        </>
      )}
    </TarjetaDashboard>
  );
}
