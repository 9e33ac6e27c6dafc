import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { Facturas } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { mesLabel } from '../../../lib/meses';

type Factura = Facturas['facturas'][number];

/** An invoice's payment state: paid reads as done, pending as waiting, returned as a problem. */
const ESTADO_FACTURA: Record<Factura['estado'], { label: string; color: ChipProps['color'] }> = {
  PAGADA: { label: 'Pagada', color: 'success' },
  PENDIENTE: { label: 'Pendiente', color: 'warning' },
  DEVUELTA: { label: 'Devuelta', color: 'error' },
};

/** One invoice: its heading, opened to show its concept lines. */
export function FacturaItem({ factura }: { factura: Factura }) {
  const estado = ESTADO_FACTURA[factura.estado];
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-label={`Factura ${factura.numero}`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
          <Typography sx={{ fontWeight: 500 }}>{factura.numero}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
            {`${mesLabel(factura.mes)} · ${formatDay(factura.fecha)}`}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{formatEuros(factura.importe)}</Typography>
          <Chip size="small" color={estado.color} label={estado.label} />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {factura.lineas.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin conceptos.
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Conceptos de la factura ${factura.numero}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Concepto</TableCell>
                  <TableCell align="right">Importe</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {factura.lineas.map((linea, index) => (
                  <TableRow key={index}>
                    <TableCell>{linea.concepto}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(linea.importe)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
