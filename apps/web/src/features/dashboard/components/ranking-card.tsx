import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RankingComerciales } from '@ventas/domain/gerencia/stats-contract';
import { useState } from 'react';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { cifra } from '../model/formatos-dashboard';
import { RankingTable } from './ranking-table';
import { TarjetaDashboard } from './tarjeta-dashboard';

const TEXTOS = TEXTOS_DASHBOARD.ranking;

/** The first rows shown; a whole tenant's ranking opens on demand. */
export const RANKING_VISIBLE = 10;

/** The commercials ranked by customers sold (SPEC §9 series), each row a link to their sales. */
export function RankingCard({ datos, yo }: { datos: UseQueryResult<RankingComerciales>; yo: number }) {
  const [todos, setTodos] = useState(false);
  return (
    <TarjetaDashboard
      titulo={TEXTOS.titulo}
      datos={datos}
      vacio={({ ranking }) => (ranking.length === 0 ? TEXTOS.vacio : null)}
      ancha
    >
      {(respuesta) => {
        const mas = respuesta.ranking.length - RANKING_VISIBLE;
        return (
          <>
            <RankingTable
              filas={todos ? respuesta.ranking : respuesta.ranking.slice(0, RANKING_VISIBLE)}
              ventana={respuesta.ventana}
              yo={yo}
            />
            {mas > 0 && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setTodos((antes) => !antes)}>
                {todos ? 'Ver menos' : `Ver los ${cifra(respuesta.ranking.length)}`}
              </Button>
            )}
          </>
        );
      }}
    </TarjetaDashboard>
  );
}
