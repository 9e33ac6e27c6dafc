import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { MAX_NUMEROS_CONTACTO } from '@ventas/domain/cuentas/cuenta-form';
import { FormText } from '../../../components/form-fields/form-text';
import type { CuentaControl, CuentaFormValues } from './cuenta-form-values';

interface TelefonosFieldProps {
  control: CuentaControl;
  setValue: UseFormSetValue<CuentaFormValues>;
  disabled?: boolean;
}

/**
 * SPEC §3 numerosContacto: a list of phones, added and removed one by one. Each is a plain text
 * field `numerosContacto.N`, so the schema's and the server's messages land on the number.
 */
export function TelefonosField({ control, setValue, disabled }: TelefonosFieldProps) {
  const numeros = useWatch({ control, name: 'numerosContacto' });
  const replace = (next: string[]) => setValue('numerosContacto', next, { shouldDirty: true });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {numeros.map((_numero, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <FormText
            control={control}
            name={`numerosContacto.${index}`}
            label={`Teléfono ${index + 1}`}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
          />
          <IconButton
            aria-label={`Quitar el teléfono ${index + 1}`}
            disabled={disabled}
            onClick={() => replace(numeros.filter((_n, other) => other !== index))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled || numeros.length >= MAX_NUMEROS_CONTACTO}
          onClick={() => replace([...numeros, ''])}
        >
          Añadir teléfono
        </Button>
      </Box>
    </Box>
  );
}
