import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { clientesDelOrigenHref, repartoHref } from '../importacion-url';

const numero = (value: number) => value.toLocaleString('es-ES');

/** What the apply (and an undo) did, and what comes next: the origin's customers, the deal-out, the undo (`children`). */
export function ResultadoImportacion(props: { importacion: Importacion; children?: ReactNode }) {
  const { importacion, children } = props;
  const { resultado, origen_bbdd: origen } = importacion;
  if (!resultado) return null;
  const cifras: [string, number | undefined][] = [
    ['Creados', resultado.creados],
    ['Actualizados', resultado.actualizados],
    ['Omitidos', resultado.omitidos],
    ['Eliminados al deshacer', resultado.eliminados],
    ['Conservados (ya trabajados)', resultado.conservados],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Box component="dl" aria-label="Resultado" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        {cifras
          .filter((cifra): cifra is [string, number] => cifra[1] !== undefined)
          .map(([label, valor]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {numero(valor)}
              </Typography>
            </Box>
          ))}
      </Box>
      {importacion.estado === 'APLICADA' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button component={RouterLink} to={clientesDelOrigenHref(origen)} variant="outlined">
            Ver los clientes del origen
          </Button>
          <Button component={RouterLink} to={repartoHref(origen)} variant="contained">
            Repartir
          </Button>
          {children}
        </Box>
      )}
    </Box>
  );
}
