import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';

interface InstallmentsTableProps {
  installments: readonly Installment[];
  canWrite: boolean;
  onEdit: (installment: Installment) => void;
  onDelete: (installment: Installment) => void;
}

/** A device's installments, one row per tariff or line: what the customer pays and when. */
export function InstallmentsTable({ installments, canWrite, onEdit, onDelete }: InstallmentsTableProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Cuotas">
        <TableHead>
          <TableRow>
            <TableCell>Tarifa</TableCell>
            <TableCell align="right">Inicial</TableCell>
            <TableCell align="right">Mensual</TableCell>
            <TableCell align="right">Final</TableCell>
            {canWrite && <TableCell align="right">Acciones</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {installments.map((installment) => {
            const name = `${installment.tariff_name ?? `#${installment.object_id}`}${installment.installment_type === 'adicional' ? ' (adicional)' : ''}`;
            return (
              <TableRow key={installment.id}>
                <TableCell sx={{ minWidth: 140 }}>{name}</TableCell>
                <TableCell align="right">{formatEuros(installment.initial_price)}</TableCell>
                <TableCell align="right">{formatEuros(installment.month_price)}</TableCell>
                <TableCell align="right">{formatEuros(installment.final_price)}</TableCell>
                {canWrite && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Editar cuota de ${name}`}
                      onClick={() => onEdit(installment)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Borrar cuota de ${name}`}
                      onClick={() => onDelete(installment)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
