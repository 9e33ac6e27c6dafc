import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Extracto } from '@ventas/domain/calculadora/extracto-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { Cifra } from './comision-panel';
import { ExtractoVentas } from './extracto-ventas';

function EstadoCierre({ extracto }: { extracto: Extracto }) {
  if (!extracto.cierre) return <Chip size="small" label="Mes abierto: las cifras pueden cambiar" />;
  const por = extracto.cierre.cerrado_por_nombre ? ` por ${extracto.cierre.cerrado_por_nombre}` : '';
  return (
    <Chip
      size="small"
      color="success"
      label={`Mes cerrado el ${formatMadridDateTime(extracto.cierre.cerrado_on)}${por}`}
    />
  );
}

/** The statement: the rules that made the commission, each sale's part, clawbacks and the total. */
export function ExtractoContenido({ extracto }: { extracto: Extracto }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <EstadoCierre extracto={extracto} />
      </Box>
      <Box component="section" aria-label="Cómo se calcula">
        <Cifra label="Bolsa en juego">{`${extracto.regla_bolsa} = ${formatEuros(extracto.calculo.bolsa_en_juego)}`}</Cifra>
        <Cifra label="Comisión">{extracto.regla_comision}</Cifra>
        {extracto.calculo.avisos.map((aviso) => (
          <Alert key={aviso} severity="info" sx={{ mt: 1 }}>
            {aviso}
          </Alert>
        ))}
      </Box>
      <Box component="section" aria-label="Ventas">
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Ventas
        </Typography>
        <ExtractoVentas extracto={extracto} />
      </Box>
      {extracto.descuentos.length > 0 && (
        <Box component="section" aria-label="Descuentos por cancelación">
          <Typography variant="subtitle1" component="h3">
            Descuentos por cancelación
          </Typography>
          <List dense>
            {extracto.descuentos.map((linea) => (
              <ListItem key={linea.paquete_id} secondaryAction={formatEuros(linea.importe)}>
                <ListItemText primary={linea.concepto} sx={{ pr: 10 }} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Typography variant="h6" component="p" sx={{ textAlign: 'right' }}>
        {`Total a liquidar: ${formatEuros(extracto.total)}`}
      </Typography>
    </Box>
  );
}
