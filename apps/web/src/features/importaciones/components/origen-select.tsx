import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { catalogueCalls } from '@ventas/domain/servicios/catalogue.calls';
import { origenFormSchema, type OrigenForm } from '@ventas/domain/servicios/origen-contract';
import { origenesBbddQuery } from '../../../api/initial-data-queries';
import { parseOrigenes } from '../../../api/initial-options';
import { sendCall } from '../../../api/send-call';
import { requestErrorText } from '../../../components/job-progress/job-error-message';

const NO_CARGAN = 'No se han podido cargar los orígenes';
const NO_CREADO = 'No se ha podido crear el origen';

interface OrigenSelectProps {
  value: number | null;
  onChange: (origen: number) => void;
}

/** The origin (origenBBDD) the list is tagged with: one of the tenant's, or a new one made here. */
export function OrigenSelect({ value, onChange }: OrigenSelectProps) {
  const queryClient = useQueryClient();
  const origenes = useQuery({ ...origenesBbddQuery, select: parseOrigenes });
  const [nuevo, setNuevo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const crear = useMutation({
    mutationFn: (form: OrigenForm) => sendCall(catalogueCalls.origenesbd.create, { body: form }),
  });

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const parsed = origenFormSchema.safeParse({ nombre: nuevo ?? '' });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? NO_CREADO);
    try {
      const origen = await crear.mutateAsync(parsed.data);
      // The customer form and the catalogue read the same list.
      await queryClient.invalidateQueries({ queryKey: origenesBbddQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['servicios', 'origenesbd'] });
      setNuevo(null);
      setError(null);
      onChange(origen.id);
    } catch (failure) {
      setError(requestErrorText(failure) ?? NO_CREADO);
    }
  }

  if (origenes.isError) return <Alert severity="error">{NO_CARGAN}</Alert>;
  const lista = origenes.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        required
        label="Origen BD"
        value={lista.some((origen) => origen.id === value) ? String(value) : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={origenes.isPending}
        helperText={
          origenes.isPending
            ? 'Cargando orígenes…'
            : lista.length === 0
              ? 'Todavía no hay orígenes: cree uno'
              : 'Los clientes importados llevarán este origen'
        }
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      >
        {lista.map((origen) => (
          <MenuItem key={origen.id} value={String(origen.id)}>
            {origen.nombre}
          </MenuItem>
        ))}
      </TextField>
      {nuevo === null ? (
        <Button startIcon={<AddIcon />} onClick={() => setNuevo('')} sx={{ mt: 1 }}>
          Nuevo origen
        </Button>
      ) : (
        <Box
          component="form"
          onSubmit={(event) => void guardar(event)}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '1 1 240px', minWidth: 0 }}
        >
          <TextField
            autoFocus
            label="Nombre del nuevo origen"
            value={nuevo}
            onChange={(event) => setNuevo(event.target.value)}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: '1 1 180px', minWidth: 0 }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button type="submit" variant="outlined" loading={crear.isPending}>
              Crear
            </Button>
            <Button onClick={() => setNuevo(null)} disabled={crear.isPending}>
              Cancelar
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
