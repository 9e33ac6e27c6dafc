import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AgendadoCalendario, DiaCalendario } from '@ventas/domain/calendario/calendario-contract';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { AgendadoAcciones } from '../../clientes/clientes.public';
import { TIPOS_DIA } from '../calendario-messages';
import { horaMadrid, pesoTexto } from '../model/semanas';

/** Opens the customer in Teletrabajo's dialog (?cliente=id), where customers are worked. */
const clienteHref = (cliente: number) => `${WEB_ROUTES.teletrabajo.path}?cliente=${cliente}`;

/** Long names wrap inside the chip rather than being cut (a grid cell is ~140 px wide). */
const CHIP = {
  alignSelf: 'flex-start',
  maxWidth: '100%',
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/** A day's weight, days off (coloured by kind, see the legend) and callbacks, each with its menu. */
export function DiaDetalle({
  dia,
  agendados,
  comercialId,
}: {
  dia: DiaCalendario;
  agendados: readonly AgendadoCalendario[];
  /** Whose month this is: every callback in it is theirs. */
  comercialId: number;
}) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {`Cuenta ${pesoTexto(dia.peso)}`}
      </Typography>
      {dia.festivos.map(({ tipo, nombre }) => (
        <Chip
          key={`${tipo}-${nombre}`}
          size="small"
          color={TIPOS_DIA[tipo].color}
          label={nombre}
          title={`${TIPOS_DIA[tipo].etiqueta}: ${nombre}`}
          sx={CHIP}
        />
      ))}
      {dia.vacaciones.map(({ id, descripcion }) => (
        <Chip
          key={id}
          size="small"
          color={TIPOS_DIA.vacaciones.color}
          label={descripcion || TIPOS_DIA.vacaciones.etiqueta}
          title={TIPOS_DIA.vacaciones.etiqueta}
          sx={CHIP}
        />
      ))}
      {agendados.map((agendado) => (
        <Stack key={agendado.id} direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={clienteHref(agendado.cliente)}
            variant="body2"
            underline="hover"
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: agendado.estado === 'PENDIENTE' ? undefined : 'text.disabled',
            }}
            title={agendado.notas ?? undefined}
          >
            {`${horaMadrid(agendado.fecha_agendado)} ${agendado.cliente_nombre}`}
          </Link>
          <AgendadoAcciones
            agendado={{
              id: agendado.id,
              estado: agendado.estado,
              fechaAgendado: agendado.fecha_agendado,
              notas: agendado.notas,
              cliente: { id: agendado.cliente, nombre: agendado.cliente_nombre },
              comercialId,
            }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
