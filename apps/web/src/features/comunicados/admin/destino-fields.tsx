import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  COMUNICADO_DESTINO_LABELS,
  COMUNICADO_DESTINOS,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import { ROLE_IDS, ROLE_NAMES } from '@ventas/domain/permissions/roles';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields/form-select';
import type { ControlComunicado } from './comunicado-valores';
import { PersonasAutocomplete } from './personas-autocomplete';

const ROLES = ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_NAMES[id] }));

/** Who receives it: chosen people, every account of a role, or the whole distributor. */
export function DestinoFields({ control }: { control: ControlComunicado }) {
  const labelId = useId();
  const destino = useWatch({ control, name: 'destino' });
  return (
    <>
      <Controller
        control={control}
        name="destino"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={labelId}>Para</FormLabel>
            <RadioGroup row aria-labelledby={labelId} {...field}>
              {COMUNICADO_DESTINOS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={COMUNICADO_DESTINO_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {destino === 'PERSONAS' && <PersonasAutocomplete control={control} />}
      {destino === 'ROL' && (
        <FormSelect control={control} name="destino_rol" label="Rol" options={ROLES} required />
      )}
    </>
  );
}
