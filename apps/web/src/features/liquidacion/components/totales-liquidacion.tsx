import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Liquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';

interface Fila {
  key: number;
  nombre: string;
  unidades: number;
  upfront: string;
}

function TablaTotales({ titulo, primera, filas }: { titulo: string; primera: string; filas: Fila[] }) {
  return (
    <Paper variant="outlined" sx={{ flex: '1 1 280px', minWidth: 0, overflowX: 'auto' }}>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell>{primera}</TableCell>
            <TableCell align="right">Unidades</TableCell>
            <TableCell align="right">Upfront</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>Sin ventas que cuenten</TableCell>
            </TableRow>
          ) : (
            filas.map((fila) => (
              <TableRow key={fila.key}>
                <TableCell component="th" scope="row">
                  {fila.nombre}
                </TableCell>
                <TableCell align="right">{fila.unidades}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(fila.upfront)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The month's totals: overall, per family and per commercial (counted packages only). */
export function TotalesLiquidacion({ datos }: { datos: Liquidacion }) {
  const { total } = datos;
  const fuera = [
    total.cancelados > 0 && `${total.cancelados} ${total.cancelados === 1 ? 'cancelado' : 'cancelados'}`,
    total.sin_familia > 0 && `${total.sin_familia} sin upfront ni familia`,
  ].filter(Boolean);
  return (
    <Box component="section" aria-label="Totales del mes" sx={{ mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {`Total: ${total.unidades} ${total.unidades === 1 ? 'unidad' : 'unidades'} · ${formatEuros(total.upfront)}`}
      </Typography>
      {fuera.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`No cuentan: ${fuera.join(' y ')}.`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TablaTotales
          titulo="Totales por familia"
          primera="Familia"
          filas={datos.por_familia.map((f) => ({ key: f.familia_id, nombre: f.familia_nombre, ...f }))}
        />
        <TablaTotales
          titulo="Totales por comercial"
          primera="Comercial"
          filas={datos.por_comercial.map((c) => ({ key: c.comercial_id, nombre: c.comercial_nombre, ...c }))}
        />
      </Box>
    </Box>
  );
}
