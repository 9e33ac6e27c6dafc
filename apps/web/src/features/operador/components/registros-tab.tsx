import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { useState, type FormEvent } from 'react';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { consultarRegistros } from '../api/registros-calls';
import type { ClienteOperador } from '../cliente-operador';
import { RegistrosTable } from './registros-table';
import { Cargando, Vacio } from './vista-estado';

/** Provider B's records of the customer's phones (SPEC §7 registros). */
export function RegistrosTab({ cliente }: { cliente: ClienteOperador }) {
  const slug = useSlugProveedor('b');
  const snackbar = useSnackbar();
  // Every phone is asked about unless the agent unticks it.
  const [elegidos, setElegidos] = useState<readonly string[]>(cliente.telefonos);
  const consulta = useMutation({
    mutationFn: (slugB: string) =>
      consultarRegistros(
        slugB,
        cliente.id,
        cliente.telefonos.filter((telefono) => elegidos.includes(telefono)),
      ),
    onSuccess: () => snackbar.showSuccess(M.registrosOk),
    onError: (error) => snackbar.showError(M.registrosError, error),
  });
  if (slug === null) return null;

  const alternar = (telefono: string, marcado: boolean) =>
    setElegidos((antes) => (marcado ? [...antes, telefono] : antes.filter((t) => t !== telefono)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (elegidos.length > 0) consulta.mutate(slug);
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" aria-label="Consultar registros" noValidate onSubmit={submit} spacing={1}>
        {cliente.telefonos.length === 0 ? (
          <Alert severity="info">El cliente no tiene teléfonos para consultar sus registros.</Alert>
        ) : (
          <FormControl component="fieldset">
            <FormLabel component="legend">Teléfonos</FormLabel>
            <FormGroup row>
              {cliente.telefonos.map((telefono) => (
                <FormControlLabel
                  key={telefono}
                  label={telefono}
                  control={
                    <Checkbox
                      checked={elegidos.includes(telefono)}
                      onChange={(event) => alternar(telefono, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={elegidos.length === 0 || consulta.isPending}
            startIcon={consulta.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Ver registros
          </Button>
        </div>
      </Stack>
      {consulta.isPending && <Cargando label="Cargando registros" />}
      {consulta.isError && <Alert severity="error">{M.registrosError}</Alert>}
      {consulta.isSuccess &&
        (consulta.data.registros.length === 0 ? (
          <Vacio>No hay registros de estos teléfonos.</Vacio>
        ) : (
          <RegistrosTable registros={consulta.data.registros} />
        ))}
      {consulta.isIdle && cliente.telefonos.length > 0 && (
        <Vacio>Elija los teléfonos y pulse «Ver registros».</Vacio>
      )}
    </Stack>
  );
}
