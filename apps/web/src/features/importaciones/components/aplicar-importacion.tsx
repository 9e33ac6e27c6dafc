import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DUPLICADOS,
  MENSAJES_IMPORTACION as M,
  type Duplicados,
  type Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { aplicarImportacion } from '../api/aplicar-importacion';
import { requestErrorText } from '../../../components/job-progress/job-error-message';

const numero = (value: number) => value.toLocaleString('es-ES');

/** What the confirmation states: exactly what the dry run counted. */
export function textoConfirmacion(importacion: Importacion, duplicados: Duplicados): string {
  const { nuevo, duplicado } = importacion.totales;
  const crear = `Se crearán ${numero(nuevo)} clientes con el origen «${importacion.origen_bbdd_nombre}»`;
  const existentes =
    duplicado === 0
      ? ''
      : duplicados === 'actualizar'
        ? ` y se actualizarán ${numero(duplicado)} clientes que ya existen`
        : ` (${numero(duplicado)} que ya existen se omiten)`;
  return `${crear}${existentes}. ¿Aplicar la importación?`;
}

interface AplicarProps {
  importacion: Importacion;
  onIniciada: (taskId: string) => void;
}

/** Step 4: what duplicates of existing customers do, then the apply, confirmed first. */
export function AplicarImportacion({ importacion, onIniciada }: AplicarProps) {
  const [duplicados, setDuplicados] = useState<Duplicados>(importacion.duplicados);
  const [confirmando, setConfirmando] = useState(false);
  const aplicar = useMutation({
    mutationFn: () => aplicarImportacion(importacion.id, duplicados),
    onSuccess: ({ task_id }) => {
      setConfirmando(false);
      onIniciada(task_id);
    },
    onError: () => setConfirmando(false),
  });

  return (
    <Box sx={{ mt: 3 }}>
      {importacion.totales.duplicado > 0 && (
        <FormControl>
          <FormLabel id="duplicados-label">Clientes que ya existen</FormLabel>
          <RadioGroup
            aria-labelledby="duplicados-label"
            value={duplicados}
            onChange={(event) => setDuplicados(event.target.value as Duplicados)}
          >
            {(Object.keys(DUPLICADOS) as Duplicados[]).map((valor) => (
              <FormControlLabel key={valor} value={valor} control={<Radio />} label={DUPLICADOS[valor]} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {aplicar.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {requestErrorText(aplicar.error) ?? M.errorAplicar}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={() => setConfirmando(true)}>
          Aplicar
        </Button>
      </Box>
      <ConfirmDialog
        open={confirmando}
        title="Aplicar la importación"
        text={textoConfirmacion(importacion, duplicados)}
        confirmLabel="Aplicar"
        busy={aplicar.isPending}
        onCancel={() => setConfirmando(false)}
        onConfirm={() => aplicar.mutate()}
      />
    </Box>
  );
}
