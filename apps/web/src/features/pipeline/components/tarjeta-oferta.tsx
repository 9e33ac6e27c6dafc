import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { OFERTA_TRANSITIONS } from '@ventas/domain/ofertas/oferta-transitions';
import { ofertaConfiguratorPath } from '../../../lib/oferta-configurator-link';
import { MoverMenu } from './mover-menu';

interface TarjetaOfertaProps {
  tarjeta: TarjetaPipeline;
  moviendo: boolean;
  onMover: (tarjeta: TarjetaPipeline, estado: EstadoOfertaId) => void;
  onArrastrar: (tarjeta: TarjetaPipeline | null) => void;
}

/**
 * An offer on the board: its customer (opens the offer in the configurator), price, commercial.
 * A mouse drags it to another column; a keyboard or a phone (no drag on touch) moves it from its
 * menu, to the same columns.
 */
export function TarjetaOferta({ tarjeta, moviendo, onMover, onArrastrar }: TarjetaOfertaProps) {
  const { pathname, search } = useLocation();
  const nombre = tarjeta.cliente.nombre;
  const arrastrable = !moviendo && OFERTA_TRANSITIONS[tarjeta.estado].length > 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={arrastrable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts no drag without data; the board keeps the card itself.
        event.dataTransfer.setData('text/plain', String(tarjeta.id));
        onArrastrar(tarjeta);
      }}
      onDragEnd={() => onArrastrar(null)}
      sx={{
        p: 1.25,
        opacity: moviendo ? 0.6 : 1,
        cursor: moviendo ? 'progress' : arrastrable ? 'grab' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={ofertaConfiguratorPath(tarjeta.cliente.id, tarjeta.id, `${pathname}${search}`)}
            underline="hover"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {nombre}
          </Link>
          <Typography variant="body2">
            {tarjeta.precio_total === null ? 'Sin precio' : `${formatEuros(tarjeta.precio_total)}/mes`}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[
              tarjeta.comercial?.nombre_completo ?? 'Sin comercial',
              formatMadridDateTime(tarjeta.created_on),
            ].join(' · ')}
          </Typography>
          {tarjeta.activacion_solicitada !== null && (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
              label={`Pide pasar a ${estadoOfertaLabel(tarjeta.activacion_solicitada)}`}
            />
          )}
        </Stack>
        <MoverMenu
          nombre={nombre}
          estado={tarjeta.estado}
          moviendo={moviendo}
          onMover={(estado) => onMover(tarjeta, estado)}
        />
      </Stack>
    </Paper>
  );
}
