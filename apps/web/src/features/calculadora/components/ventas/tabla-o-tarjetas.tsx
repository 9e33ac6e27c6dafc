import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface Columna<T> {
  key: string;
  header: string;
  numeric?: boolean;
  value: (fila: T) => ReactNode;
}

interface TablaOTarjetasProps<T extends { id: number }> {
  /** The table's accessible name. */
  etiqueta: string;
  filas: readonly T[];
  /** The first column, the row's header (and the card's title on a phone). */
  titulo: Columna<T>;
  columnas: readonly Columna<T>[];
  acciones?: (fila: T) => ReactNode;
}

/** A table on a wide screen; one card per row at phone width (a 360 px screen fits no 7 columns). */
export function TablaOTarjetas<T extends { id: number }>(props: TablaOTarjetasProps<T>) {
  const { etiqueta, filas, titulo, columnas, acciones } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  if (phone) {
    return (
      <Box role="list" aria-label={etiqueta} sx={{ display: 'grid', gap: 1 }}>
        {filas.map((fila) => (
          <Paper key={fila.id} role="listitem" variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {titulo.value(fila)}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
              {columnas.map((columna) => (
                <Box key={columna.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {columna.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {columna.value(fila) || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
            {acciones && (
              <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                {acciones(fila)}
              </Stack>
            )}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={etiqueta}>
        <TableHead>
          <TableRow>
            <TableCell>{titulo.header}</TableCell>
            {columnas.map((columna) => (
              <TableCell key={columna.key} align={columna.numeric ? 'right' : 'left'}>
                {columna.header}
              </TableCell>
            ))}
            {acciones && <TableCell align="right">Acciones</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow key={fila.id}>
              <TableCell component="th" scope="row">
                {titulo.value(fila)}
              </TableCell>
              {columnas.map((columna) => (
                <TableCell
                  key={columna.key}
                  align={columna.numeric ? 'right' : 'left'}
                  // An amount reads as one piece ('11,98 €', never '11,98' over '€').
                  sx={columna.numeric ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {columna.value(fila)}
                </TableCell>
              ))}
              {acciones && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {acciones(fila)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
