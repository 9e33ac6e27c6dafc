import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { etiquetaMes } from '@ventas/domain/time/mes-label';
import { useId } from 'react';
import { cierresQuery } from '../api/cierres-query';

const ACCION = { CERRAR: 'Cierre', REABRIR: 'Reapertura' } as const;

/** Every close and reopen of the tenant's months, newest first, with who and why (decision 89). */
export function CierresRegistroDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const cierres = useQuery(cierresQuery());
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Registro de cierres</DialogTitle>
      <DialogContent>
        {cierres.isError && <Alert severity="error">Error al cargar el registro de cierres</Alert>}
        {cierres.isPending && <Skeleton variant="rounded" height={120} />}
        {cierres.data && cierres.data.registro.length === 0 && (
          <Alert severity="info">Todavía no se ha cerrado ningún mes</Alert>
        )}
        {cierres.data && cierres.data.registro.length > 0 && (
          <Table size="small" aria-label="Cierres y reaperturas">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell>Mes</TableCell>
                <TableCell>Acción</TableCell>
                <TableCell>Quién</TableCell>
                <TableCell>Motivo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cierres.data.registro.map((linea) => (
                <TableRow key={`${linea.created_on}-${linea.accion}-${linea.mes}`}>
                  <TableCell>{formatMadridDateTime(linea.created_on)}</TableCell>
                  <TableCell>{etiquetaMes(linea.mes)}</TableCell>
                  <TableCell>{ACCION[linea.accion]}</TableCell>
                  <TableCell>{linea.account_nombre ?? ''}</TableCell>
                  <TableCell>{linea.motivo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
