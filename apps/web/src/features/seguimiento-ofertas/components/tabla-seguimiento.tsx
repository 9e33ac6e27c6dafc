import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { SeguimientoTabla } from '@ventas/domain/proveedores/proveedores-contract';
import { formatoValor, idDeFila } from '../model/formato-valor';

type Datos = SeguimientoTabla['data'];

interface TablaSeguimientoProps {
  /** The table's accessible name (the tab's label). */
  titulo: string;
  columnas: Datos['columnas'];
  filas: Datos['filas'];
  /** Given, a row with an `id` gets a button that opens it. */
  onAbrir?: (id: string) => void;
}

// A view may hold thousands of rows (the contract allows 5000): shown a page at a time.
const FILAS_POR_PAGINA = [25, 50, 100];

// Short values stay on one line (the table scrolls sideways on a phone rather than squeezing
// every cell into a tall column); long texts wrap within a readable width.
const LARGO = 40;
const celda = (texto: string) => (texto.length > LARGO ? { minWidth: 240 } : { whiteSpace: 'nowrap' });

/**
 * A provider's table as it declares it: its columns in order, titled. It scrolls sideways inside
 * its own box on a phone, so the page itself never does.
 */
export function TablaSeguimiento({ titulo, columnas, filas, onAbrir }: TablaSeguimientoProps) {
  const [elegida, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(FILAS_POR_PAGINA[0]!);
  // Other dates may bring fewer rows: the page shown is never past the last one.
  const pagina = Math.min(elegida, Math.max(0, Math.ceil(filas.length / porPagina) - 1));
  const visibles = filas.slice(pagina * porPagina, (pagina + 1) * porPagina);
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={titulo}>
          <TableHead>
            <TableRow>
              {onAbrir && <TableCell>Oferta</TableCell>}
              {columnas.map((columna) => (
                <TableCell key={columna.campo} sx={{ whiteSpace: 'nowrap' }}>
                  {columna.titulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visibles.map((fila, indice) => {
              const id = idDeFila(fila);
              return (
                // Rows have no state of their own, and a provider's ids may repeat: the position is the key.
                <TableRow key={pagina * porPagina + indice} hover>
                  {onAbrir && (
                    <TableCell>
                      {id !== null && (
                        <Button size="small" onClick={() => onAbrir(id)} aria-label={`Ver oferta ${id}`}>
                          Ver
                        </Button>
                      )}
                    </TableCell>
                  )}
                  {columnas.map((columna) => (
                    <TableCell key={columna.campo} sx={celda(formatoValor(fila[columna.campo]))}>
                      {formatoValor(fila[columna.campo])}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {filas.length > FILAS_POR_PAGINA[0]! && (
        <TablePagination
          component="div"
          count={filas.length}
          page={pagina}
          onPageChange={(_event, nueva) => setPagina(nueva)}
          rowsPerPage={porPagina}
          rowsPerPageOptions={FILAS_POR_PAGINA}
          onRowsPerPageChange={(event) => {
            setPorPagina(Number(event.target.value));
            setPagina(0);
          }}
          labelRowsPerPage="Filas"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        />
      )}
    </Paper>
  );
}
