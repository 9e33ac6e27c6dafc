import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import type { AccionesComerciales } from '@ventas/domain/gerencia/stats-contract';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { enlaceFigura } from '../model/enlaces-dashboard';
import { cifra } from '../model/formatos-dashboard';
import { CifraEnlace } from './cifra-enlace';
import { TarjetaDashboard } from './tarjeta-dashboard';

const TEXTOS = TEXTOS_DASHBOARD.acciones;

/** Customers per attention kind in the window (SPEC §7 Statistics), each a link to them. */
export function AccionesCard({ datos }: { datos: UseQueryResult<AccionesComerciales> }) {
  return (
    <TarjetaDashboard
      titulo={TEXTOS.titulo}
      datos={datos}
      // Five figures: three rows of two on a phone, two rows beside the sales card.
      alturaCargando={{ xs: 192, sm: 124 }}
      vacio={({ acciones }) => (acciones.every((accion) => accion.clientes === 0) ? TEXTOS.vacio : null)}
    >
      {(respuesta) => (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {respuesta.acciones.map(({ figura, clientes }) => {
            const { etiqueta, ayuda } = FIGURA_TEXTOS[figura];
            return (
              <li key={figura}>
                <CifraEnlace
                  valor={clientes}
                  enlace={enlaceFigura(figura, respuesta)}
                  nombre={`${etiqueta}: ${cifra(clientes)}`}
                  title={ayuda}
                >
                  <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 600 }}>
                    {cifra(clientes)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {etiqueta}
                  </Typography>
                </CifraEnlace>
              </li>
            );
          })}
        </Box>
      )}
    </TarjetaDashboard>
  );
}
