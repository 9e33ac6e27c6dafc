import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Contract } from '@ventas/domain/telework/atenciones-contract';
import { estadoPaqueteLabel, tariffCategoryLabel, tipoLineaLabel } from '../../display-labels';
import { formatDay } from '@ventas/domain/time/madrid';
import { TabState } from './tab-state';

function facts(contract: Contract): string[] {
  return [
    contract.tariff_category ? tariffCategoryLabel(contract.tariff_category) : null,
    contract.isp,
    contract.segmento,
    contract.servicios.length ? `Servicios: ${contract.servicios.join(', ')}` : null,
    contract.permanence_end ? `Permanencia hasta ${formatDay(contract.permanence_end)}` : null,
    contract.estado_servicio ? `Servicio: ${contract.estado_servicio}` : null,
    contract.lineas_asociadas.length ? `Líneas: ${contract.lineas_asociadas.join(', ')}` : null,
    contract.package_id ? `Paquete ${contract.package_id}` : null,
    contract.sfid ? `SFID ${contract.sfid}` : null,
  ].filter((fact): fact is string => fact !== null);
}

/** The customer's live packages (active or in flight). */
export function ContractsTab({ query }: { query: UseQueryResult<Contract[]> }) {
  const rows = query.data ?? [];
  return (
    <TabState query={query} emptyText="Este cliente no tiene contratos activos.">
      <List disablePadding aria-label="Contratos">
        {rows.map((contract) => (
          <ListItem key={contract.id} divider sx={{ display: 'block', px: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 500 }}>
                {contract.tarifa_nombre ?? 'Tarifa sin nombre'}
              </Typography>
              <Chip size="small" variant="outlined" label={tipoLineaLabel(contract.tipo_linea)} />
              <Chip
                size="small"
                color={contract.en_vuelo ? 'warning' : 'success'}
                label={estadoPaqueteLabel(contract.estado)}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {facts(contract).join(' · ')}
            </Typography>
          </ListItem>
        ))}
      </List>
    </TabState>
  );
}
