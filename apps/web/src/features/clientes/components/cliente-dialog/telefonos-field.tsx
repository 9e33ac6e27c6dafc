import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { MAX_TELEFONOS, type ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { telHref } from '@ventas/domain/validators/telefono';
import { NoLlamarChip, useNoLlamarCliente } from '../../../no-llamar/no-llamar.public';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';

interface TelefonosFieldProps {
  control: Control<ClienteFormValues, unknown, ClienteForm>;
  disabled: boolean;
  /** The saved customer's id (null or absent while creating): its opted-out phones are asked for. */
  clienteId?: number | null;
}

/**
 * SPEC §3 telefonosContacto: a list with add/remove; each valid number can be called, unless it
 * opted out (issue 17 "no llamar"): then it shows a chip instead of the call button.
 */
export function TelefonosField({ control, disabled, clienteId = null }: TelefonosFieldProps) {
  const { errors } = useFormState({ control, name: 'telefonos_contacto' });
  const { cargando, noLlamar } = useNoLlamarCliente(clienteId);
  const rowErrors = errors.telefonos_contacto;

  return (
    <Controller
      control={control}
      name="telefonos_contacto"
      render={({ field }) => {
        const telefonos = field.value;
        const set = (next: string[]) => field.onChange(next);
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Teléfonos de contacto
            </Typography>
            <Stack spacing={1}>
              {telefonos.map((telefono, index) => {
                const optedOut = noLlamar(telefono);
                // No call offered until it is known the number may be called.
                const href = cargando || optedOut ? null : telHref(telefono);
                const message = Array.isArray(rowErrors) ? rowErrors[index]?.message : undefined;
                return (
                  <Box key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      fullWidth
                      type="tel"
                      label={`Teléfono ${index + 1}`}
                      value={telefono}
                      disabled={disabled}
                      onChange={(event) =>
                        set(telefonos.map((t, i) => (i === index ? event.target.value : t)))
                      }
                      onBlur={field.onBlur}
                      inputRef={index === 0 ? field.ref : undefined}
                      error={message !== undefined}
                      helperText={message}
                      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', maxLength: 30 } }}
                    />
                    {optedOut ? (
                      <Box sx={{ pt: 0.75 }}>
                        <NoLlamarChip telefono={telefono} />
                      </Box>
                    ) : (
                      <IconButton
                        component="a"
                        href={href ?? undefined}
                        disabled={!href}
                        aria-label={`Llamar al teléfono ${index + 1}`}
                        color="primary"
                      >
                        <PhoneIcon />
                      </IconButton>
                    )}
                    {!disabled && (
                      <IconButton
                        aria-label={`Quitar el teléfono ${index + 1}`}
                        onClick={() =>
                          set(telefonos.length > 1 ? telefonos.filter((_, i) => i !== index) : [''])
                        }
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    )}
                  </Box>
                );
              })}
            </Stack>
            {!disabled && telefonos.length < MAX_TELEFONOS && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => set([...telefonos, ''])}
                sx={{ mt: 1 }}
              >
                Añadir teléfono
              </Button>
            )}
          </Box>
        );
      }}
    />
  );
}
