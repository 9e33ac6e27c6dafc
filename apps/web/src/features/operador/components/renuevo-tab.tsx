import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { TIPOS_RENUEVO } from '@ventas/domain/proveedores/proveedores-contract';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { consultarRenuevo, type TipoRenuevo } from '../api/renuevo-calls';
import type { ClienteOperador } from '../cliente-operador';
import { TIPO_RENUEVO_LABEL } from '../operador-format';
import { RenuevoOpciones } from './renuevo-opciones';
import { Cargando, Vacio } from './vista-estado';

/** SPEC §8: a customer the operator does not know (404) has its own message. */
function mensajeDeError(error: unknown): string {
  return isApiError(error) && error.status === 404 ? M.clienteNoEncontrado : M.renuevoError;
}

/** Provider B's renewal options for one of the customer's phones (SPEC §7 renuevo). */
export function RenuevoTab({ cliente }: { cliente: ClienteOperador }) {
  const slug = useSlugProveedor('b');
  const snackbar = useSnackbar();
  const [msisdn, setMsisdn] = useState(cliente.telefonos[0] ?? '');
  const [type, setType] = useState<TipoRenuevo>('MOVIL');
  const [cif, setCif] = useState('');
  const consulta = useMutation({
    mutationFn: (slugB: string) => consultarRenuevo(slugB, { clienteId: cliente.id, msisdn, type, cif }),
    onError: (error) => snackbar.showError(mensajeDeError(error), error),
  });
  if (slug === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (msisdn !== '') consulta.mutate(slug);
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        aria-label="Consultar renuevo"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Teléfono"
          value={msisdn}
          onChange={(event) => setMsisdn(event.target.value)}
          disabled={cliente.telefonos.length === 0}
          sx={{ minWidth: 160 }}
        >
          {cliente.telefonos.map((telefono) => (
            <MenuItem key={telefono} value={telefono}>
              {telefono}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Tipo"
          value={type}
          onChange={(event) => setType(event.target.value as TipoRenuevo)}
          sx={{ minWidth: 160 }}
        >
          {TIPOS_RENUEVO.map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {TIPO_RENUEVO_LABEL[tipo]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="CIF (opcional)"
          value={cif}
          onChange={(event) => setCif(event.target.value.toUpperCase())}
          slotProps={{ htmlInput: { maxLength: 9 } }}
          sx={{ minWidth: 140 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={msisdn === '' || consulta.isPending}
          startIcon={consulta.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Consultar
        </Button>
      </Stack>
      {cliente.telefonos.length === 0 && (
        <Alert severity="info">El cliente no tiene teléfonos para consultar su renuevo.</Alert>
      )}
      {consulta.isPending && <Cargando label="Consultando renuevo" />}
      {consulta.isError && <Alert severity="error">{mensajeDeError(consulta.error)}</Alert>}
      {consulta.isSuccess &&
        (consulta.data.opciones.length === 0 ? (
          <Vacio>No hay opciones de renuevo para este teléfono.</Vacio>
        ) : (
          <RenuevoOpciones slug={slug} clienteId={cliente.id} renuevo={consulta.data} />
        ))}
      {consulta.isIdle && cliente.telefonos.length > 0 && (
        <Vacio>Elija un teléfono y un tipo para ver las opciones de renuevo.</Vacio>
      )}
    </Stack>
  );
}
