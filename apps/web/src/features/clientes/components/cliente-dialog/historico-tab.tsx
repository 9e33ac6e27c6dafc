import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { formatDay, formatMadridDateTime } from '@ventas/domain/time/madrid';
import { estadoAtencionColor, tipoAtencionColor } from '../../../../lib/estado-colors';
import { estadoAtencionLabel, tipoAtencionLabel } from '../../display-labels';
import type { ClienteRef } from '../acciones/cliente-action';
import { AgendadoAcciones } from '../agendados/agendado-acciones';
import { OfertaEstadoChip } from '../oferta-estado-chip';
import { TabState } from './tab-state';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { ofertaConfiguratorPath } from '../../../../lib/oferta-configurator-link';

/** The offer in the configurator; after saving, it offers to come back here (this screen, this customer). */
function EditarOferta({ clienteId, ofertaId }: { clienteId: number; ofertaId: number }) {
  const { pathname, search } = useLocation();
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon fontSize="small" />}
      component={RouterLink}
      to={ofertaConfiguratorPath(clienteId, ofertaId, `${pathname}${search}`)}
    >
      Editar oferta
    </Button>
  );
}

/** What each attention variant adds: the callback time, the reason, the procedure, the offer. */
function AtencionDetail({ atencion }: { atencion: AtencionView }) {
  const parts: string[] = [];
  if (atencion.agendado?.fechaAgendado)
    parts.push(`Agendado para ${formatMadridDateTime(atencion.agendado.fechaAgendado)}`);
  if (atencion.no_interesado?.razon) parts.push(`Razón: ${atencion.no_interesado.razon}`);
  if (atencion.no_interesado?.tipo) parts.push(`Tipo: ${atencion.no_interesado.tipo}`);
  if (atencion.gestion) parts.push(`Gestión: ${atencion.gestion.name}`);
  if (atencion.tipo_llamada) parts.push(`Llamada ${atencion.tipo_llamada.toLowerCase()}`);
  const oferta = atencion.oferta;
  return (
    <>
      {parts.length > 0 && <Typography variant="body2">{parts.join(' · ')}</Typography>}
      {oferta && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <OfertaEstadoChip estado={oferta.estado} />
          {oferta.tipoOferta && <Typography variant="body2">{oferta.tipoOferta}</Typography>}
          {oferta.precioTotal && <Typography variant="body2">{formatEuros(oferta.precioTotal)}</Typography>}
          {oferta.fechaVenta && (
            <Typography variant="body2">{`Venta: ${formatDay(oferta.fechaVenta)}`}</Typography>
          )}
          <EditarOferta clienteId={atencion.cliente} ofertaId={oferta.id} />
        </Stack>
      )}
      {atencion.notas && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {atencion.notas}
        </Typography>
      )}
    </>
  );
}

/** A pending callback's actions; nothing for any other attention. */
function AccionesDeAtencion({ atencion, cliente }: { atencion: AtencionView; cliente: ClienteRef }) {
  if (atencion.tipo !== 'AGENDADO') return null;
  return (
    <AgendadoAcciones
      agendado={{
        id: atencion.id,
        estado: atencion.estado,
        fechaAgendado: atencion.agendado?.fechaAgendado ?? null,
        notas: atencion.notas,
        cliente,
        comercialId: atencion.comercial?.id ?? null,
      }}
    />
  );
}

/**
 * SPEC §4: the customer's history, newest first as the API sends it. Each attention's type (filled)
 * and state (outlined) wear their one colour (lib/estado-colors.ts); a pending callback has its
 * actions (move, done, cancel).
 */
export function HistoricoTab({
  query,
  cliente,
}: {
  query: UseQueryResult<AtencionView[]>;
  cliente: ClienteRef;
}) {
  const rows = query.data ?? [];
  return (
    <TabState query={query} emptyText="Este cliente todavía no tiene atenciones.">
      <List disablePadding aria-label="Historial de atenciones">
        {rows.map((atencion) => (
          <ListItem key={atencion.id} divider sx={{ display: 'block', px: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Chip
                size="small"
                color={tipoAtencionColor(atencion.tipo)}
                label={tipoAtencionLabel(atencion.tipo)}
              />
              <Chip
                size="small"
                variant="outlined"
                color={estadoAtencionColor(atencion.estado)}
                label={estadoAtencionLabel(atencion.estado)}
              />
              <Typography variant="body2" color="text.secondary">
                {formatMadridDateTime(atencion.updated_on)}
                {atencion.comercial ? ` · ${atencion.comercial.nombre_completo}` : ''}
              </Typography>
              <Box sx={{ ml: 'auto' }}>
                <AccionesDeAtencion atencion={atencion} cliente={cliente} />
              </Box>
            </Box>
            <AtencionDetail atencion={atencion} />
          </ListItem>
        ))}
      </List>
    </TabState>
  );
}
