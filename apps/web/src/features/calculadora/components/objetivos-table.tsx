import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
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
import { OBJETIVO_COLUMNAS, type ObjetivoMes } from './objetivo-columnas';

/** An admin's tools on the table (decision 84): row actions, and a row's editor in its place. */
export interface ObjetivosEdicion {
  acciones: (objetivo: ObjetivoMes) => ReactNode;
  /** The editor of the row being edited; null for the others. */
  editor: (objetivo: ObjetivoMes) => ReactNode | null;
}

/** One card per family on a phone: eight columns do not fit 390 px. */
function ObjetivoCard({ objetivo, edicion }: { objetivo: ObjetivoMes; edicion?: ObjetivosEdicion }) {
  const editor = edicion?.editor(objetivo);
  return (
    <Paper variant="outlined" component="article" aria-label={objetivo.familia_nombre} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {objetivo.familia_nombre}
      </Typography>
      {editor ?? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
          {OBJETIVO_COLUMNAS.map((columna) => (
            <Box key={columna.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {columna.header}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {columna.value(objetivo) || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {edicion && !editor && <Box sx={{ textAlign: 'right' }}>{edicion.acciones(objetivo)}</Box>}
    </Paper>
  );
}

/** The month's objectives per family (issue 14 "Screens", Calculadora). */
export function ObjetivosTable({
  objetivos,
  edicion,
}: {
  objetivos: readonly ObjetivoMes[];
  edicion?: ObjetivosEdicion;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  if (phone) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {objetivos.map((objetivo) => (
          <ObjetivoCard key={objetivo.id} objetivo={objetivo} edicion={edicion} />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Objetivos del mes">
        <TableHead>
          <TableRow>
            <TableCell>Familia</TableCell>
            {OBJETIVO_COLUMNAS.map((columna) => (
              <TableCell key={columna.key} align={columna.numeric ? 'right' : 'center'}>
                {columna.header}
              </TableCell>
            ))}
            {edicion && <TableCell align="right">Acciones</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {objetivos.map((objetivo) => {
            const editor = edicion?.editor(objetivo);
            return (
              <TableRow key={objetivo.id}>
                <TableCell component="th" scope="row">
                  {objetivo.familia_nombre}
                </TableCell>
                {editor ? (
                  <TableCell colSpan={OBJETIVO_COLUMNAS.length + 1}>{editor}</TableCell>
                ) : (
                  <>
                    {OBJETIVO_COLUMNAS.map((columna) => (
                      <TableCell key={columna.key} align={columna.numeric ? 'right' : 'center'}>
                        {columna.value(objetivo)}
                      </TableCell>
                    ))}
                    {edicion && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {edicion.acciones(objetivo)}
                      </TableCell>
                    )}
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
