import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { campoLabel } from '@ventas/domain/auditoria/auditoria-campos';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { valorTexto } from '../auditoria-format';

/** A value as text in a <pre>: JSON keeps its indentation, long text wraps (React escapes it). */
function Valor({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        font: 'inherit',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        wordBreak: 'break-word',
      }}
    >
      {valorTexto(value)}
    </Box>
  );
}

/** The fields an entry changed: campo, antes, después. */
export function CambiosTable({ cambios, label }: { cambios: EntradaAuditoria['cambios']; label: string }) {
  if (cambios.length === 0)
    return <Typography color="text.secondary">Este movimiento no registra campos.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 300 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '28%' }}>Campo</TableCell>
            <TableCell>Antes</TableCell>
            <TableCell>Después</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cambios.map((cambio) => (
            <TableRow key={cambio.campo}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {campoLabel(cambio.campo)}
              </TableCell>
              <TableCell>
                <Valor value={cambio.antes} />
              </TableCell>
              <TableCell>
                <Valor value={cambio.despues} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
