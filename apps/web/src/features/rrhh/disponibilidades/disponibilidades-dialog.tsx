import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import type { Disponibilidad } from '@ventas/domain/cuentas/disponibilidad-contract';
import { PeriodoForm } from './periodo-form';
import { PeriodosList } from './periodos-list';

/** SPEC §3 Commercial availability of one person: the periods they work, added, edited, deleted. */
export function DisponibilidadesDialog({ cuenta, onClose }: { cuenta: Cuenta; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [editing, setEditing] = useState<Disponibilidad | null>(null);
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>
        Disponibilidad
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {cuenta.nombre_completo}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <PeriodosList commercial={cuenta.id} editingId={editing?.id ?? null} onEdit={setEditing} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          {editing ? 'Editar periodo' : 'Añadir periodo'}
        </Typography>
        {/* A new key per period: the form starts from the one picked. */}
        <PeriodoForm
          key={editing?.id ?? 'nuevo'}
          commercial={cuenta.id}
          periodo={editing}
          onDone={() => setEditing(null)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
