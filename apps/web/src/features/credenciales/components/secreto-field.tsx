import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control } from 'react-hook-form';
import type { CredencialInput } from '@ventas/domain/credenciales/credenciales-contract';
import { FormText } from '../../../components/form-fields/form-text';
import type { CredencialValues } from './credencial-form-values';

interface SecretoFieldProps {
  control: Control<CredencialValues, unknown, CredencialInput>;
  name: 'password' | 'cookie';
  label: string;
  autoComplete: string;
  /** Whether one is stored: then the box may stay empty, and a check box removes it. */
  guardado: boolean | undefined;
  /** 'Quitar la cookie guardada'. */
  quitar: string;
}

/** A secret of a credential, never shown: an empty box keeps what is stored; "Quitar…" removes it. */
export function SecretoField({ control, name, label, autoComplete, guardado, quitar }: SecretoFieldProps) {
  return (
    <>
      <FormText
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete={autoComplete}
        helperText={guardado ? 'Guardada. Déjela vacía para no cambiarla.' : 'Sin guardar.'}
      />
      {guardado && (
        <Controller
          control={control}
          name={`quitar_${name}`}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={quitar}
            />
          )}
        />
      )}
    </>
  );
}
