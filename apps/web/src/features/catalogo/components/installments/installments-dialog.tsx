import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Terminal } from '@ventas/domain/servicios/terminal-contract';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { deleteInstallment, installmentKeys, terminalInstallmentsQuery } from '../../api/installment-calls';
import { INSTALLMENT_MESSAGES } from '../../messages/history-messages';
import { InstallmentForm } from './installment-form';
import { InstallmentsTable } from './installments-table';
import { useCierrePlan } from './use-cierre-plan';
import { UnsavedChangesDialog } from '../../../../components/unsaved-changes/unsaved-changes-dialog';

interface InstallmentsDialogProps {
  terminal: Terminal;
  canWrite: boolean;
  onClose: () => void;
}

/** Issue 12: a device's installments per tariff — initial, monthly and final price. */
export function InstallmentsDialog({ terminal, canWrite, onClose }: InstallmentsDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const installments = useQuery(terminalInstallmentsQuery(terminal.id));
  const [editing, setEditing] = useState<Installment | null>(null);
  const [deleting, setDeleting] = useState<Installment | null>(null);
  // A new key after each save gives a fresh, empty form for the next installment.
  const [formKey, setFormKey] = useState(0);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: (id: number) => deleteInstallment(id) });
  // Cerrar and Esc ask before they drop a typed plan (issue 29 §2).
  const cierre = useCierrePlan(onClose);

  const done = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  async function confirmDelete(installment: Installment): Promise<void> {
    try {
      await remove.mutateAsync(installment.id);
    } catch (error) {
      snackbar.showError(INSTALLMENT_MESSAGES.deleteFailed, error);
      return;
    }
    snackbar.showSuccess(INSTALLMENT_MESSAGES.deleted);
    void queryClient.invalidateQueries({ queryKey: installmentKeys.ofTerminal(terminal.id) });
    if (editing?.id === installment.id) done();
    setDeleting(null);
  }

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onClose={cierre.cerrar}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        Cuotas
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {terminal.name}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {canWrite && (
          <InstallmentForm
            key={formKey}
            terminal={terminal}
            installment={editing}
            onDone={done}
            cambios={cierre.cambios}
          />
        )}
        {installments.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void installments.refetch()}>
                Reintentar
              </Button>
            }
          >
            {INSTALLMENT_MESSAGES.loadFailed}
          </Alert>
        )}
        {installments.isPending && <Skeleton variant="rounded" height={120} aria-label="Cargando cuotas" />}
        {installments.data?.length === 0 && (
          <Typography color="text.secondary">Este dispositivo todavía no tiene cuotas.</Typography>
        )}
        {installments.data && installments.data.length > 0 && (
          <InstallmentsTable
            installments={installments.data}
            canWrite={canWrite}
            onEdit={(installment) => {
              setEditing(installment);
              setFormKey((key) => key + 1);
            }}
            onDelete={setDeleting}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cierre.cerrar}>Cerrar</Button>
      </DialogActions>
      <UnsavedChangesDialog {...cierre.confirmation} />
      {deleting && (
        <ConfirmDialog
          open
          title="Borrar cuota"
          text={`¿Borrar la cuota de «${deleting.tariff_name ?? `#${deleting.object_id}`}»?`}
          confirmLabel="Borrar"
          destructive
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
    </Dialog>
  );
}
