import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';

export const avisoBorradorRecuperado = (guardadoEl: string) =>
  `Se ha recuperado el borrador sin guardar de ${formatMadridDateTime(guardadoEl)}.`;

/**
 * A form that opens on its kept draft without asking (SPEC §4: a new customer's form starts from
 * the last one not saved) says so, with the way to start empty.
 */
export function DraftRestoredNotice({
  guardadoEl,
  onDescartar,
}: {
  guardadoEl: string;
  onDescartar: () => void;
}) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onDescartar}>
          Descartar
        </Button>
      }
    >
      {avisoBorradorRecuperado(guardadoEl)}
    </Alert>
  );
}
