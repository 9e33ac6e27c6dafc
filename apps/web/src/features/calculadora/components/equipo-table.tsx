import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { EquipoMesResponse } from '@ventas/domain/calculadora/equipo-contract';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { equipoColumnas, ordenar, type EquipoColumna, type Orden } from './equipo-columnas';

export interface EquipoTableProps {
  equipo: EquipoMesResponse;
  /** A row (or card) chosen: the calculator shows that commercial's month. */
  onSelect: (comercialId: number) => void;
  /** The commercial shown now, marked in the list. */
  seleccionado?: number | null;
}

/** On a phone, one card per commercial: every column as a term and its value. */
function EquipoCards({
  filas,
  columnas,
  onSelect,
  seleccionado,
}: {
  filas: EquipoMesResponse['comerciales'];
  columnas: EquipoColumna[];
  onSelect: (id: number) => void;
  seleccionado?: number | null;
}) {
  return (
    <Box
      component="ul"
      aria-label="Comerciales del equipo"
      sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {filas.map((fila) => (
        <Paper
          key={fila.id}
          component="li"
          variant="outlined"
          sx={{ borderColor: fila.id === seleccionado ? 'primary.main' : undefined }}
        >
          <ButtonBase
            onClick={() => onSelect(fila.id)}
            sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
              {fila.nombre}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
              {columnas.slice(1).map((columna) => (
                <Box key={columna.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {columna.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {columna.cell(fila)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </ButtonBase>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * The team view (issue 14): one row per commercial with the month's figures, sortable by any
 * column; a row chosen by click or Enter selects that commercial.
 */
export function EquipoTable({ equipo, onSelect, seleccionado = null }: EquipoTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const [orden, setOrden] = useState<Orden>({ key: 'nombre', direccion: 'asc' });
  const columnas = useMemo(() => equipoColumnas(equipo.familias), [equipo.familias]);
  const filas = useMemo(
    () =>
      ordenar(
        equipo.comerciales,
        columnas.find((c) => c.key === orden.key),
        orden.direccion,
      ),
    [equipo.comerciales, columnas, orden],
  );
  if (phone)
    return <EquipoCards filas={filas} columnas={columnas} onSelect={onSelect} seleccionado={seleccionado} />;
  const cambiarOrden = (key: string) =>
    setOrden((actual) => ({
      key,
      direccion: actual.key === key && actual.direccion === 'asc' ? 'desc' : 'asc',
    }));
  const alPulsar = (id: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Comerciales del equipo">
        <TableHead>
          <TableRow>
            {columnas.map((columna) => (
              <TableCell
                key={columna.key}
                align={columna.numeric ? 'right' : 'left'}
                sortDirection={orden.key === columna.key ? orden.direccion : false}
              >
                <TableSortLabel
                  active={orden.key === columna.key}
                  direction={orden.key === columna.key ? orden.direccion : 'asc'}
                  onClick={() => cambiarOrden(columna.key)}
                >
                  {columna.header}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow
              key={fila.id}
              hover
              selected={fila.id === seleccionado}
              tabIndex={0}
              aria-selected={fila.id === seleccionado}
              onClick={() => onSelect(fila.id)}
              onKeyDown={alPulsar(fila.id)}
              sx={{ cursor: 'pointer' }}
            >
              {columnas.map((columna) => (
                <TableCell key={columna.key} align={columna.numeric ? 'right' : 'left'}>
                  {columna.cell(fila)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
