import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import { useId, useState } from 'react';
import { useSession } from '../../../../session/use-session';
import { UnsavedChangesDialog } from '../../../../components/unsaved-changes/unsaved-changes-dialog';
import { InstallmentForm, useCierrePlan } from '../../../catalogo/catalogo.public';

interface PlanCuotasEditarProps {
  /** The line's chosen plan; nothing to edit without one. */
  plan: Installment | undefined;
  /** The operator of the financed device (the lines that may finance it are its). */
  operador: string | undefined;
}

/**
 * SPEC §3 OFFER_CONFIGURATOR installment form (issue 29 §1): an Admin and above edit the chosen
 * plan of a device line from the offer, with the catalogue's own form and call; the line's plans
 * are then read again, so its prices follow. Lower roles do not see it (the API refuses them too).
 */
export function PlanCuotasEditar({ plan, operador }: PlanCuotasEditarProps) {
  const { actor } = useSession();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const close = () => {
    setOpen(false);
    // Both the line's plans (the configurator) and the device's (the catalogue) start with this.
    void queryClient.invalidateQueries({ queryKey: ['servicios', 'installments'] });
  };
  // Esc asks before it drops a typed plan; the plan's draft is the catalogue form's (decision 220).
  const cierre = useCierrePlan(close);
  if (!plan || operador === undefined || !actor || !hasLevel(actor, 'admin')) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<EditIcon />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        Editar el plan de cuotas
      </Button>
      {open && (
        <Dialog open onClose={cierre.cerrar} aria-labelledby={titleId} fullWidth maxWidth="md">
          <DialogTitle id={titleId}>Plan de cuotas de {plan.terminal__name}</DialogTitle>
          <DialogContent>
            <InstallmentForm
              terminal={{ id: plan.terminal__id, operator: operador }}
              installment={plan}
              onDone={close}
              cambios={cierre.cambios}
            />
          </DialogContent>
        </Dialog>
      )}
      <UnsavedChangesDialog {...cierre.confirmation} />
    </>
  );
}
