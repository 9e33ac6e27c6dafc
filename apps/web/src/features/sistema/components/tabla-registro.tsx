import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface Fila {
  key: number;
  celdas: readonly string[];
  acciones: ReactNode;
}

interface TablaRegistroProps {
  /** The table's accessible name. */
  nombre: string;
  columnas: readonly string[];
  filas: readonly Fila[];
}

/**
 * A short registry list (groups, permissions: tens of rows, no paging) as a table; on a phone it
 * scrolls sideways inside its frame and the first column stays in view.
 */
export function TablaRegistro({ nombre, columnas, filas }: TablaRegistroProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={nombre} sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            {columnas.map((columna) => (
              <TableCell key={columna}>{columna}</TableCell>
            ))}
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow key={fila.key} hover>
              {fila.celdas.map((celda, index) => (
                <TableCell
                  key={columnas[index]}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={index === 0 ? { position: 'sticky', left: 0, bgcolor: 'background.paper' } : undefined}
                >
                  {celda}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ py: 0 }}>
                {fila.acciones}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
