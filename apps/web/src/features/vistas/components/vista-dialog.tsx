import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { MAX_NOMBRE_VISTA, nombreVistaSchema } from '@ventas/domain/vistas/vistas-contract';
import { isApiError } from '../../../api/api-error';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import type { AlcanceCompartir } from '../alcance-compartir';

export interface ValoresVista {
  nombre: string;
  compartida: boolean;
  /** Editing: take the screen's current filters instead of the saved ones. */
  sustituir: boolean;
}

const valoresSchema = z.object({
  nombre: nombreVistaSchema,
  compartida: z.boolean(),
  sustituir: z.boolean(),
});

interface VistaDialogProps {
  titulo: string;
  inicial: ValoresVista;
  /** Whom sharing reaches; null: the caller may not share (a Comercial). */
  alcance: AlcanceCompartir | null;
  /** Editing: offer to replace the saved filters by the current ones. */
  ofrecerSustituir: boolean;
  onGuardar: (valores: ValoresVista) => Promise<unknown>;
  onClose: () => void;
}

/** The name (and, for a Manager or above, sharing) of a view being saved or edited. */
export function VistaDialog(props: VistaDialogProps) {
  const { titulo, inicial, alcance, ofrecerSustituir, onGuardar, onClose } = props;
  const tituloId = useId();
  const snackbar = useSnackbar();
  const form = useForm<ValoresVista, unknown, ValoresVista>({
    defaultValues: inicial,
    resolver: schemaResolver(valoresSchema, (valores) => valores),
  });
  const guardando = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (valores) => {
    try {
      await onGuardar(valores);
    } catch (error) {
      if (applyServerFieldErrors(form, error) > 0) return;
      // 409: the name is taken; the server says so on `nombre`.
      const nombre = isApiError(error) && error.status === 409 ? nombreDelConflicto(error.body) : undefined;
      if (nombre) form.setError('nombre', { type: 'server', message: nombre }, { shouldFocus: true });
      else snackbar.showError('No se ha podido guardar la vista', error);
    }
  });

  return (
    <Dialog open onClose={guardando ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={tituloId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={tituloId}>{titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormText
              control={form.control}
              name="nombre"
              label="Nombre"
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: MAX_NOMBRE_VISTA } }}
            />
            {alcance && <CompartirSwitch control={form.control} alcance={alcance} />}
            {ofrecerSustituir && (
              <Interruptor control={form.control} name="sustituir" label="Usar los filtros actuales" />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={guardando}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={guardando}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function nombreDelConflicto(body: unknown): string | undefined {
  const nombre = (body as { nombre?: unknown } | null)?.nombre;
  return Array.isArray(nombre) ? nombre.map(String).join(' ') : undefined;
}

function CompartirSwitch({
  control,
  alcance,
}: {
  control: Control<ValoresVista>;
  alcance: AlcanceCompartir;
}) {
  const ayudaId = useId();
  return (
    <div>
      <Interruptor
        control={control}
        name="compartida"
        label="Compartir con mi equipo"
        describedBy={ayudaId}
      />
      <FormHelperText id={ayudaId}>
        {alcance === 'empresa'
          ? 'La verá todo el personal de la empresa.'
          : 'La verán los comerciales de los equipos que dirige.'}
      </FormHelperText>
    </div>
  );
}

interface InterruptorProps {
  control: Control<ValoresVista>;
  name: 'compartida' | 'sustituir';
  label: string;
  describedBy?: string;
}

function Interruptor({ control, name, label, describedBy }: InterruptorProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{
                input: { ref: field.ref, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
              }}
            />
          }
        />
      )}
    />
  );
}
