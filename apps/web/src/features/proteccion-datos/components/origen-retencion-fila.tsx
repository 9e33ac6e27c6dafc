import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MENSAJES_PROTECCION as M,
  retencionDiasSchema,
  type OrigenRetencion,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { errorDetail } from '../../../api/api-error';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { guardarRetencion, proteccionKeys } from '../api/proteccion-datos-calls';

const texto = (dias: number | null) => (dias === null ? '' : String(dias));

/** The field's text as a period: blank keeps forever; anything else must be whole days in range. */
function leerDias(valor: string): { dias: number | null } | { error: string } {
  const limpio = valor.trim();
  if (limpio === '') return { dias: null };
  const parsed = retencionDiasSchema.safeParse(/^\d+$/.test(limpio) ? Number(limpio) : Number.NaN);
  return parsed.success ? { dias: parsed.data } : { error: M.retencionDias };
}

const pendientesTexto = (origen: OrigenRetencion) =>
  origen.retencion_dias === null
    ? 'Se conserva siempre'
    : origen.pendientes === 1
      ? '1 contacto pendiente de purgar'
      : `${origen.pendientes.toLocaleString('es-ES')} contactos pendientes de purgar`;

/** One origin: its name, its period (edited in place, saved with Enter or the button) and its due leads. */
export function OrigenRetencionFila({ origen, onPurgar }: { origen: OrigenRetencion; onPurgar: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [valor, setValor] = useState(texto(origen.retencion_dias));
  const [error, setError] = useState<string | null>(null);
  const guardar = useMutation({ mutationFn: (dias: number | null) => guardarRetencion(origen.id, dias) });
  const cambiado = valor.trim() !== texto(origen.retencion_dias);

  async function enviar(): Promise<void> {
    const leido = leerDias(valor);
    if ('error' in leido) {
      setError(leido.error);
      return;
    }
    setError(null);
    try {
      const guardado = await guardar.mutateAsync(leido.dias);
      setValor(texto(guardado.retencion_dias));
      snackbar.showSuccess(M.retencionGuardada);
      await queryClient.invalidateQueries({ queryKey: proteccionKeys.all });
    } catch (failure) {
      snackbar.showError(errorDetail(failure) ?? M.errorGuardar, failure);
    }
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <div style={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{origen.nombre}</Typography>
        <Typography variant="body2" color="text.secondary">
          {pendientesTexto(origen)}
        </Typography>
      </div>
      <form
        noValidate
        style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          void enviar();
        }}
      >
        <TextField
          label={`Conservar (días) · ${origen.nombre}`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          size="small"
          value={valor}
          onChange={(event) => setValor(event.target.value)}
          error={error !== null}
          helperText={error ?? 'Vacío: conservar siempre'}
          sx={{ width: 200 }}
          disabled={guardar.isPending}
        />
        <Button type="submit" variant="outlined" disabled={!cambiado || guardar.isPending}>
          Guardar
        </Button>
      </form>
      <Button variant="contained" color="error" disabled={origen.retencion_dias === null} onClick={onPurgar}>
        Vista previa y purga
      </Button>
    </Paper>
  );
}
