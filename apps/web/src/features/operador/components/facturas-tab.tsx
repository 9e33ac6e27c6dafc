import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { madridToday } from '@ventas/domain/time/madrid';
import { useMemo, useState, type FormEvent } from 'react';
import { errorDetail } from '../../../api/api-error';
import { useSlugProveedor } from '../../../api/proveedores-query';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { consultarFacturas } from '../api/facturas-calls';
import type { ClienteOperador } from '../cliente-operador';
import { ultimosMeses } from '../../../lib/meses';
import { FacturaItem } from './factura-item';
import { MesesPicker } from './meses-picker';
import { Cargando, Vacio } from './vista-estado';

/** Months before the agent chooses: the last three (issue 18). */
const MESES_POR_DEFECTO = 3;

/** Provider B's invoices of the customer for the months chosen (SPEC §7 facturas). */
export function FacturasTab({ cliente }: { cliente: ClienteOperador }) {
  const slug = useSlugProveedor('b');
  const snackbar = useSnackbar();
  const meses = useMemo(() => ultimosMeses(madridToday()), []);
  const [elegidos, setElegidos] = useState(() => meses.slice(0, MESES_POR_DEFECTO));
  const consulta = useMutation({
    mutationFn: (slugB: string) => consultarFacturas(slugB, cliente.id, elegidos),
    onSuccess: ({ facturas }) => {
      if (facturas.length === 0) snackbar.showInfo(M.sinFacturas);
      else snackbar.showSuccess(M.facturasOk);
    },
    // SPEC §8 has one failure message for invoices; the server's reason follows it.
    onError: (error) => snackbar.showError(M.facturasNoEncontradas, error),
  });
  if (slug === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (elegidos.length > 0) consulta.mutate(slug);
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        aria-label="Consultar facturas"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <MesesPicker meses={meses} value={elegidos} onChange={setElegidos} />
        <Button
          type="submit"
          variant="contained"
          disabled={elegidos.length === 0 || consulta.isPending}
          startIcon={consulta.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Ver facturas
        </Button>
      </Stack>
      {consulta.isPending && <Cargando label="Cargando facturas" />}
      {consulta.isError && (
        <Alert severity="error">
          {errorDetail(consulta.error) ?? 'No se han podido cargar las facturas.'}
        </Alert>
      )}
      {consulta.isSuccess &&
        (consulta.data.facturas.length === 0 ? (
          <Vacio>{M.sinFacturas}</Vacio>
        ) : (
          <Stack spacing={1} role="list" aria-label="Facturas">
            {consulta.data.facturas.map((factura) => (
              <div role="listitem" key={factura.numero}>
                <FacturaItem factura={factura} />
              </div>
            ))}
          </Stack>
        ))}
      {consulta.isIdle && <Vacio>Elija los meses y pulse «Ver facturas».</Vacio>}
    </Stack>
  );
}
