import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { labelOfCode } from '@ventas/domain/clientes/cliente-labels';
import { ETIQUETAS_TIPO_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { Contract } from '@ventas/domain/telework/atenciones-contract';
import { ETIQUETAS_ESTADO_PAQUETE } from '@ventas/domain/telework/paquete-estados';
import type { PaquetesCliente } from '../cliente-operador';

interface PaqueteSelectProps {
  paquetes: PaquetesCliente;
  value: number | null;
  onChange: (paqueteId: number) => void;
  disabled: boolean;
}

// The domain's tables, the same words as the customer's Contratos tab.
const estadoPaqueteLabel = labelOfCode(ETIQUETAS_ESTADO_PAQUETE);
const tipoLineaLabel = labelOfCode(ETIQUETAS_TIPO_LINEA);

/** How a package reads in the list: its number, its tariff (else its line type) and its state. */
export const etiquetaPaquete = (paquete: Contract) =>
  `N.º ${paquete.id} · ${paquete.tarifa_nombre ?? tipoLineaLabel(paquete.tipo_linea)} · ${estadoPaqueteLabel(paquete.estado)}`;

/** The customer's packages to choose from, or why there is nothing to choose yet. */
export function PaqueteSelect({ paquetes, value, onChange, disabled }: PaqueteSelectProps) {
  if (paquetes.isPending)
    return (
      <Box role="status" aria-busy="true" aria-label="Cargando los paquetes" sx={{ width: 280 }}>
        <Skeleton variant="rounded" height={40} />
      </Box>
    );
  if (paquetes.isError)
    // Our own API, not the provider's: a plain error with a way to ask again.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void paquetes.refetch()}>
            Reintentar
          </Button>
        }
      >
        No se han podido cargar los paquetes del cliente.
      </Alert>
    );
  if (!paquetes.data || paquetes.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        El cliente no tiene paquetes
      </Typography>
    );
  return (
    <TextField
      select
      size="small"
      label="Paquete"
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: 280 }}
    >
      {paquetes.data.map((paquete) => (
        <MenuItem key={paquete.id} value={paquete.id}>
          {etiquetaPaquete(paquete)}
        </MenuItem>
      ))}
    </TextField>
  );
}
