import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Registros } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay } from '@ventas/domain/time/madrid';

/** The operator's records of the chosen phones; scrolls sideways on a phone. */
export function RegistrosTable({ registros }: { registros: Registros['registros'] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label="Registros" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Teléfono</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Descripción</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {registros.map((registro, index) => (
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{registro.msisdn}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(registro.fecha)}</TableCell>
              <TableCell>{registro.tipo}</TableCell>
              <TableCell>{registro.descripcion}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
