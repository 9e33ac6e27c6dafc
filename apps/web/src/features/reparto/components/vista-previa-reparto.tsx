import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { VistaPreviaReparto } from '@ventas/domain/reparto/reparto-contract';

const cuenta = (n: number) => n.toLocaleString('es-ES');

/** How many customers each commercial gets (or got), by name. */
export function PartesReparto(props: {
  partes: VistaPreviaReparto['por_comercial'];
  nombres: Map<number, string>;
  titulo: string;
}) {
  const { partes, nombres, titulo } = props;
  return (
    <Box component="ul" aria-label={titulo} sx={{ m: 0, pl: 2.5 }}>
      {partes.map((parte) => (
        <li key={parte.comercial}>
          {nombres.get(parte.comercial) ?? `Comercial ${parte.comercial}`}: {cuenta(parte.clientes)}
        </li>
      ))}
    </Box>
  );
}

/** What the deal-out would do now: matches, those left out for do-not-call, and each part. */
export function VistaPrevia(props: {
  vista: VistaPreviaReparto | undefined;
  cargando: boolean;
  error: string | null;
  nombres: Map<number, string>;
}) {
  const { vista, cargando, error, nombres } = props;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!vista) return cargando ? <LinearProgress aria-label="Calculando la vista previa" /> : null;
  return (
    <Box role="status" aria-live="polite">
      {cargando && <LinearProgress aria-label="Calculando la vista previa" sx={{ mb: 1 }} />}
      <Typography>
        {cuenta(vista.sin_asignar)} clientes sin asignar coinciden
        {vista.no_llamar > 0 &&
          `; ${cuenta(vista.no_llamar)} quedan fuera por estar en la lista de no llamar`}
        {vista.a_repartir > 0
          ? `. Se repartirán ${cuenta(vista.a_repartir)}:`
          : '. No queda ninguno que repartir.'}
      </Typography>
      {vista.a_repartir > 0 && (
        <PartesReparto partes={vista.por_comercial} nombres={nombres} titulo="Reparto previsto" />
      )}
    </Box>
  );
}
