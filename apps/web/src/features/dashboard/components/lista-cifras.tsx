import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cifra } from '../model/formatos-dashboard';
import { CifraEnlace } from './cifra-enlace';
import type { BarraDashboard } from '../model/barra-dashboard';

/**
 * The figures of a chart as a list (label, value): readable before the chart arrives, by screen
 * readers and by keyboard, each value a link to its customers.
 */
export function ListaCifras({
  titulo,
  filas,
  formato = cifra,
}: {
  titulo: string;
  filas: readonly BarraDashboard[];
  formato?: (valor: number) => string;
}) {
  return (
    <Box component="ul" aria-label={titulo} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {filas.map((fila) => (
        <Box
          component="li"
          key={fila.etiqueta}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {fila.color && (
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: fila.color, flexShrink: 0 }}
              />
            )}
            {fila.etiqueta}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            <CifraEnlace
              valor={fila.valor}
              enlace={fila.enlace}
              nombre={`${fila.etiqueta}: ${formato(fila.valor)}`}
            >
              {formato(fila.valor)}
            </CifraEnlace>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
