import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import { useMemo } from 'react';
import { mejoras } from '../model/simulacion';

/** A count of sales; null: this family alone cannot. */
function ventas(n: number | null): string {
  if (n === null) return '—';
  return n === 1 ? '1 venta' : `${n} ventas`;
}

/** Per family, the fewest extra sales to the next band and to unlock the commission (what-if.ts). */
interface VentasParaMejorarProps {
  entrada: EntradaCalculadora;
  /** The conditions already hold: nothing to unlock, the column goes. */
  desbloqueada: boolean;
}

export function VentasParaMejorarTable({ entrada, desbloqueada }: VentasParaMejorarProps) {
  const filas = useMemo(() => mejoras(entrada), [entrada]);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        Ventas que faltan, solo con cada familia
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Ventas que faltan por familia">
          <TableHead>
            <TableRow>
              <TableCell>Familia</TableCell>
              <TableCell align="right" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                Siguiente tramo
              </TableCell>
              {!desbloqueada && <TableCell align="right">Desbloquear comisión</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((fila) => (
              <TableRow key={fila.familia}>
                <TableCell component="th" scope="row">
                  {fila.familia}
                </TableCell>
                <TableCell align="right">{ventas(fila.siguiente_tramo)}</TableCell>
                {!desbloqueada && <TableCell align="right">{ventas(fila.desbloqueo)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
