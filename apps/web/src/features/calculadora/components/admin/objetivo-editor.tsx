import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import type { Option } from '../../../../lib/option';
import type { ObjetivoMes } from '../objetivo-columnas';
import { useObjetivoForm } from './use-objetivo-form';

interface ObjetivoEditorProps {
  comercial: number;
  mes: string;
  /** The objective edited, or null to add a family. */
  objetivo: ObjetivoMes | null;
  /** The families that may be added (the month's not yet set); only when adding. */
  familias?: readonly Option[];
  onDone: () => void;
}

/** One objective's target, weight and key, edited in place; adding one also picks its family. */
export function ObjetivoEditor({ comercial, mes, objetivo, familias = [], onDone }: ObjetivoEditorProps) {
  const { form, submit, saving } = useObjetivoForm({ comercial, mes, objetivo, onSaved: onDone });
  const { control } = form;
  const nombre = objetivo ? `Editar ${objetivo.familia_nombre}` : 'Añadir familia';
  return (
    <Stack
      component="form"
      aria-label={nombre}
      noValidate
      onSubmit={(event) => void submit(event)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, py: 1 }}
    >
      {!objetivo && (
        <FormSelect control={control} name="familia" label="Familia" options={familias} required />
      )}
      <FormText
        control={control}
        name="objetivo"
        label="Objetivo"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormText
        control={control}
        name="peso"
        label="Peso (%)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Controller
        control={control}
        name="llave"
        render={({ field }) => (
          <FormControlLabel
            label="Llave"
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
          />
        )}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          Guardar
        </Button>
        <Button onClick={onDone} disabled={saving}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
