import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlinedIcon from '@mui/icons-material/RemoveCircleOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FactorCorrector } from '@ventas/domain/calculadora/factor-corrector-contract';
import { useFieldArray } from 'react-hook-form';
import { FormText } from '../../../../components/form-fields/form-text';
import { ComercialesSelect } from './comerciales-select';
import { FormAcciones } from './form-acciones';
import { useFactorForm } from './use-factor-form';

interface FactorFormProps {
  lista: FactorCorrector | null;
  comerciales: readonly { id: number; nombre: string }[];
  onDone: () => void;
}

/** A list's name, its bands (up to which total %, which factor) and the commercials it applies to. */
export function FactorForm({ lista, comerciales, onDone }: FactorFormProps) {
  const { form, submit, saving } = useFactorForm(lista, onDone);
  const { control } = form;
  const tramos = useFieldArray({ control, name: 'factor_details' });
  const errorTramos =
    form.formState.errors.factor_details?.root?.message ?? form.formState.errors.factor_details?.message;
  return (
    <Stack
      component="form"
      aria-label={lista ? `Editar ${lista.nombre}` : 'Nueva lista'}
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <FormText control={control} name="nombre" label="Nombre" required />
      <Typography variant="subtitle2" component="h3">
        Tramos
      </Typography>
      {tramos.fields.map((tramo, index) => (
        <Stack key={tramo.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormText
            control={control}
            name={`factor_details.${index}.porcentaje_maximo`}
            label={`Hasta % (tramo ${index + 1})`}
          />
          <FormText
            control={control}
            name={`factor_details.${index}.factor_corrector`}
            label={`Factor (tramo ${index + 1})`}
          />
          <IconButton aria-label={`Quitar el tramo ${index + 1}`} onClick={() => tramos.remove(index)}>
            <RemoveCircleOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      {errorTramos && (
        <Typography color="error" variant="body2" role="alert">
          {errorTramos}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => tramos.append({ porcentaje_maximo: '', factor_corrector: '' })}
      >
        Añadir tramo
      </Button>
      <ComercialesSelect
        control={control}
        name="commercial_id_arr"
        label="Comerciales"
        comerciales={comerciales}
      />
      <FormAcciones saving={saving} onCancel={onDone} />
    </Stack>
  );
}
