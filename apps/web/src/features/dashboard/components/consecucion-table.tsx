import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { colorDeFamilia } from '@ventas/domain/gerencia/familia-colores';
import type { ConsecucionCount } from '@ventas/domain/gerencia/stats-contract';
import { formatNumero, formatPercent } from '@ventas/domain/money/euro-format';

/** The exact figures per family: target, units sold, percent (blank with a 0 target, SPEC §3). */
export function ConsecucionTable({ familias }: { familias: ConsecucionCount['familias'] }) {
  return (
    // Tighter cells than the default: four columns fit a phone's card (390 px) without scrolling.
    <TableContainer>
      <Table
        size="small"
        aria-label="Consecución por familia"
        sx={{ '& td, & th': { px: 0.75 }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Familia</TableCell>
            <TableCell align="right">Objetivo</TableCell>
            <TableCell align="right">Consecución</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {familias.map((familia, indice) => (
            <TableRow key={familia.familia}>
              {/* The family's chart colour as the cell's left edge: no width taken from the figures. */}
              <TableCell
                component="th"
                scope="row"
                sx={{ borderLeft: 4, borderLeftColor: colorDeFamilia(familia.nombre, indice) }}
              >
                {familia.nombre}
              </TableCell>
              <TableCell align="right">{formatNumero(familia.objetivo)}</TableCell>
              <TableCell align="right">{formatNumero(familia.consecucion)}</TableCell>
              <TableCell align="right">
                {familia.porcentaje === null ? '' : formatPercent(familia.porcentaje)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
