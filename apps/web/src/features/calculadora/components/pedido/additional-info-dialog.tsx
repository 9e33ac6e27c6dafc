import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PaqueteListRow } from '@ventas/domain/telework/paquetes-list-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { ListErrorAlert } from '../../../../components/paged-grid/list-error-alert';
import { MENSAJES_PEDIDO } from '../../calculadora-messages';
import { AdditionalInfoFields } from './additional-info-fields';
import { useAdditionalInfoForm } from './use-additional-info-form';

interface AdditionalInfoDialogProps {
  paquete: PaqueteListRow;
  onClose: () => void;
}

/**
 * "Datos del pedido" of a sold package (issue 29 §1): its order info, loaded and saved through
 * POST/PUT /api/atenciones/additionalinfo/. Whoever sees the package may record it (the API's
 * rule: the customer is theirs to work), so there is no read-only view; only while it loads or
 * cannot be read is there nothing to save. Full screen on a phone; closing with unsaved changes
 * asks first (FormDialog).
 */
export function AdditionalInfoDialog({ paquete, onClose }: AdditionalInfoDialogProps) {
  const { form, info, submit, saving } = useAdditionalInfoForm(paquete, onClose);
  const registro = info.data
    ? `Última modificación: ${formatMadridDateTime(info.data.updated_on)}${
        info.data.created_by ? ` · registrado por ${info.data.created_by.nombre_completo}` : ''
      }`
    : null;
  return (
    <FormDialog
      title={`Datos del pedido de ${paquete.cliente.nombre}`}
      busy={saving}
      readOnly={info.isPending || info.isError}
      dirty={form.formState.isDirty}
      wide
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {/* Not the title's subtitle: the dialog's name stays the customer's. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[paquete.tarifaNombre, `Oferta ${paquete.oferta.id}`, `paquete ${paquete.id}`]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {info.isError ? (
        <ListErrorAlert text={MENSAJES_PEDIDO.errorObtener} onRetry={info.refetch} />
      ) : info.isPending ? (
        <Skeleton
          variant="rounded"
          height={240}
          aria-label="Cargando los datos del pedido"
          aria-busy="true"
        />
      ) : (
        <>
          <AdditionalInfoFields control={form.control} />
          {registro && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {registro}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}
