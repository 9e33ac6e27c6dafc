import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { textoVentana } from '../model/formatos-dashboard';
import { useConsultaDashboard } from '../model/use-consulta-dashboard';
import { useDatosDashboard } from '../model/use-datos-dashboard';
import { useGraficosDespues } from '../model/use-graficos-despues';
import { AccionesCard } from './acciones-card';
import { AgendadosCard } from './agendados-card';
import { ComercialPickerDashboard } from './comercial-picker-dashboard';
import { ConsecucionCard } from './consecucion-card';
import { LazyConfirmacionesPendientes } from './lazy-confirmaciones-pendientes';
import { PeriodoSelect } from './periodo-select';
import { RankingCard } from './ranking-card';
import { RejillaTarjetas } from './rejilla-tarjetas';
import { VentasTipoCard } from './ventas-tipo-card';
import { AvisoRetraso } from '../../../components/data-lag/aviso-retraso';

/**
 * /dashBoard (SPEC §2; issue 15): what every role opens first in the morning — commercial actions,
 * sales by type, the next 3 days' callbacks, attainment and the ranking — each figure a link to its
 * customers. Each card asks for its own figures and draws as soon as they answer; the charts follow
 * once every card has its figures.
 */
export function DashboardScreen() {
  const vista = useConsultaDashboard();
  const datos = useDatosDashboard(vista.consulta, vista.alcance);
  const graficos = useGraficosDespues(!Object.values(datos).some((consulta) => consulta.isPending));
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}
      >
        <Typography variant="h5" component="h1">
          {TEXTOS_DASHBOARD.titulo}
        </Typography>
        {vista.manager && <LazyConfirmacionesPendientes />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {textoVentana(vista.periodo)}
      </Typography>
      {/* The figures may come from the standby (READ_DATABASE_URL): says how old when they lag. */}
      <AvisoRetraso />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <PeriodoSelect periodos={vista.periodos} actual={vista.periodo.clave} onChange={vista.setPeriodo} />
        {vista.manager && (
          <ComercialPickerDashboard
            opciones={vista.opciones}
            elegido={vista.comercial}
            porDefecto={vista.porDefecto}
            onChange={vista.setComercial}
          />
        )}
      </Stack>
      <RejillaTarjetas>
        <AccionesCard datos={datos.acciones} />
        <VentasTipoCard datos={datos.tipoVenta} graficos={graficos} />
        <AgendadosCard
          datos={datos.agendados}
          hoy={vista.hoy}
          conComercial={vista.alcance !== 'propio' && vista.alcance !== 'uno'}
        />
        <ConsecucionCard datos={datos.consecucion} graficos={graficos} />
        <RankingCard datos={datos.ranking} yo={vista.yo} />
      </RejillaTarjetas>
    </Box>
  );
}
