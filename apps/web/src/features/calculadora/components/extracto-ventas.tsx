import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Extracto } from '@ventas/domain/calculadora/extracto-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatDay, madridDate } from '@ventas/domain/time/madrid';
import { Link as RouterLink } from 'react-router';
import { ofertaConfiguratorPath } from '../../../lib/oferta-configurator-link';

/** The customer's record, opened over the customer list (SPEC §2 teletrabajo's dialog). */
const clientePath = (id: number) => `/teletrabajo?cliente=${id}&modo=view`;

/** Each counted sale and its part of the commission: every euro of the month names its sale. */
export function ExtractoVentas({ extracto }: { extracto: Extracto }) {
  if (extracto.ventas.length === 0) {
    return <Typography color="text.secondary">Sin ventas contadas este mes.</Typography>;
  }
  return (
    <Table size="small" aria-label="Ventas del mes y su parte de la comisión">
      <TableHead>
        <TableRow>
          <TableCell>Fecha</TableCell>
          <TableCell>Cliente</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tarifa</TableCell>
          <TableCell>Familia</TableCell>
          <TableCell align="right">Parte</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {extracto.ventas.map((venta) => (
          <TableRow key={venta.paquete_id}>
            <TableCell>{formatDay(madridDate(new Date(venta.fecha_venta)))}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={clientePath(venta.cliente_id)}>
                {venta.cliente_nombre}
              </Link>
              <Typography variant="caption" component="div" color="text.secondary">
                <Link component={RouterLink} to={ofertaConfiguratorPath(venta.cliente_id, venta.oferta_id)}>
                  {`Oferta ${venta.oferta_id}`}
                </Link>
                {` · paquete ${venta.paquete_id}`}
              </Typography>
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {venta.tarifa_nombre ?? ''}
            </TableCell>
            <TableCell>{venta.familia}</TableCell>
            <TableCell align="right">
              <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(venta.aportacion)}</span>
              {venta.motivo_sin_parte && (
                // Whole, on the amount's line if it fits and under it if not.
                <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-block' }}>
                  {` · ${venta.motivo_sin_parte}`}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
            Comisión del mes
          </TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
          <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatEuros(extracto.comision)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
