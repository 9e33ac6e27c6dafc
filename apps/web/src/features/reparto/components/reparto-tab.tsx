import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  MENSAJES_REPARTO,
  repartoRequestSchema,
  resultadoRepartoSchema,
  type ModoReparto,
  type RepartoRequestInput,
} from '@ventas/domain/reparto/reparto-contract';
import type { Comercial } from '@ventas/domain/telework/comerciales-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { requestErrorText } from '../../../components/job-progress/job-error-message';
import { useJob } from '../../../components/job-progress/use-job';
import { empezarReparto, repartoKeys, vistaPreviaQuery } from '../api/reparto-calls';
import { comoPeticion, filtrosDeConsulta, filtrosDeOrigen } from '../model/reparto-filtros';
import { ComercialesReparto, pesoValido } from './comerciales-reparto';
import { FuenteReparto, type Fuente } from './fuente-reparto';
import { ResultadoReparto } from './resultado-reparto';
import { VistaPrevia } from './vista-previa-reparto';

/** `?origen=<id>` (another screen links /databaseManagement?tab=reparto&origen=<id>). */
const ORIGEN_PARAM = 'origen';
const origenDeUrl = (texto: string | null) => (texto && /^[1-9]\d{0,9}$/.test(texto) ? Number(texto) : null);

/**
 * /databaseManagement's "Reparto" tab (issue 17, SuperAdmin): deal the unassigned customers of an
 * origin or of a Teletrabajo query to chosen commercials, evenly or by weights. A live preview
 * says how many would go to each; the deal-out runs as a job with a progress bar and its result.
 */
export function RepartoTab() {
  const [params, setParams] = useSearchParams();
  const origen = origenDeUrl(params.get(ORIGEN_PARAM));
  const [fuente, setFuente] = useState<Fuente>('origen');
  const [consulta, setConsulta] = useState('');
  const [elegidos, setElegidos] = useState<Comercial[]>([]);
  const [modo, setModo] = useState<ModoReparto>('igual');
  const [pesos, setPesos] = useState<Record<number, string>>({});
  const [confirmar, setConfirmar] = useState(false);
  // Its end makes the preview and the commercials' lists stale.
  const job = useJob({ report: resultadoRepartoSchema, invalidates: repartoKeys.all });
  const ocupado = job.state.step === 'running';

  const elegirOrigen = (id: number | null) =>
    setParams(
      (actual) => {
        const next = new URLSearchParams(actual);
        if (id === null) next.delete(ORIGEN_PARAM);
        else next.set(ORIGEN_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  const filtros = useMemo(
    () => (fuente === 'origen' ? (origen ? filtrosDeOrigen(origen) : null) : filtrosDeConsulta(consulta)),
    [fuente, origen, consulta],
  );
  const pesosValidos = modo === 'igual' || elegidos.every((c) => pesoValido(pesos[c.id] ?? '1'));
  const body = useMemo((): RepartoRequestInput | null => {
    if (!filtros || elegidos.length === 0 || !pesosValidos) return null;
    const peticion = {
      filtros: comoPeticion(filtros),
      comerciales: elegidos.map((c) => ({ id: c.id, peso: Number(pesos[c.id] ?? '1') })),
      modo,
    };
    return repartoRequestSchema.safeParse(peticion).success ? peticion : null;
  }, [filtros, elegidos, pesos, modo, pesosValidos]);
  const pesosACero =
    modo === 'pesos' && pesosValidos && elegidos.length > 0 && body === null && filtros !== null;

  const vista = useQuery(vistaPreviaQuery(body));
  const nombres = useMemo(() => new Map(elegidos.map((c) => [c.id, c.nombre_completo])), [elegidos]);
  const aRepartir = vista.data?.a_repartir ?? 0;
  const puedeRepartir = body !== null && !vista.isFetching && !vista.isError && aRepartir > 0 && !ocupado;

  const repartir = () => {
    setConfirmar(false);
    if (body) void job.run(() => empezarReparto(body));
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Seccion titulo="Clientes">
        <FuenteReparto
          fuente={fuente}
          onFuente={setFuente}
          origen={origen}
          onOrigen={elegirOrigen}
          consulta={consulta}
          onConsulta={setConsulta}
          filtros={filtros}
          disabled={ocupado}
        />
      </Seccion>
      <Seccion titulo="Comerciales">
        <ComercialesReparto
          elegidos={elegidos}
          onElegidos={setElegidos}
          modo={modo}
          onModo={setModo}
          pesos={pesos}
          onPeso={(id, peso) => setPesos((actual) => ({ ...actual, [id]: peso }))}
          disabled={ocupado}
        />
        {pesosACero && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {MENSAJES_REPARTO.pesosACero}
          </Alert>
        )}
      </Seccion>
      <Seccion titulo="Vista previa">
        {body === null ? (
          <Typography color="text.secondary">Elija los clientes y al menos un comercial.</Typography>
        ) : (
          <VistaPrevia
            vista={vista.data}
            cargando={vista.isFetching}
            error={
              vista.isError ? (requestErrorText(vista.error) ?? MENSAJES_REPARTO.errorVistaPrevia) : null
            }
            nombres={nombres}
          />
        )}
        {vista.data && vista.data.a_repartir === 0 && !vista.isFetching && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {MENSAJES_REPARTO.nadaQueRepartir}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!puedeRepartir} onClick={() => setConfirmar(true)}>
            Repartir
          </Button>
        </Box>
      </Seccion>
      <ResultadoReparto state={job.state} nombres={nombres} onCerrar={job.reset} />
      <ConfirmDialog
        open={confirmar}
        title="Repartir clientes"
        text={`Se asignarán ${aRepartir.toLocaleString('es-ES')} clientes sin asignar a ${elegidos.length} ${elegidos.length === 1 ? 'comercial' : 'comerciales'}. Los clientes que alguien asigne mientras tanto no se tocan.`}
        confirmLabel="Repartir"
        onConfirm={repartir}
        onCancel={() => setConfirmar(false)}
      />
    </Stack>
  );
}

/** One step of the screen: a card with its heading. */
function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={titulo} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}
