import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FIGURA_TEXTOS } from '@ventas/domain/gerencia/gerencia-figuras';
import { formatPercent } from '@ventas/domain/money/euro-format';
import type { TiendaCifrasComercial } from '@ventas/domain/tiendas/tienda-cifras-contract';

/** Each commercial's month in the store: their customers attended, offered and sold, and attainment. */
export function TiendaCifrasComerciales({ comerciales }: { comerciales: readonly TiendaCifrasComercial[] }) {
  if (comerciales.length === 0) return null;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Cifras por comercial">
        <TableHead>
          <TableRow>
            <TableCell>Comercial</TableCell>
            <TableCell align="right">{FIGURA_TEXTOS.atencion.etiqueta}</TableCell>
            <TableCell align="right">{FIGURA_TEXTOS.oferta.etiqueta}</TableCell>
            <TableCell align="right">{FIGURA_TEXTOS.vendido.etiqueta}</TableCell>
            <TableCell align="right">Consecución</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {comerciales.map((comercial) => (
            <TableRow key={comercial.id}>
              <TableCell component="th" scope="row">
                {comercial.nombre}
              </TableCell>
              <TableCell align="right">{comercial.atencion}</TableCell>
              <TableCell align="right">{comercial.oferta}</TableCell>
              <TableCell align="right">{comercial.vendido}</TableCell>
              <TableCell align="right">{formatPercent(comercial.consecucion_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
