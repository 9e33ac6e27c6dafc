import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { telHref } from '@ventas/domain/validators/telefono';
import { Link as RouterLink } from 'react-router';
import { AgendadoAcciones } from '../../clientes/clientes.public';
import { NoLlamarChip } from '../../no-llamar/no-llamar.public';
import { enlaceCliente } from '../model/enlaces-dashboard';
import { cuandoAgendado } from '../model/formatos-dashboard';
import { telefonoParaLlamar } from '../model/telefono-agendado';

function Telefono({ telefono, noLlamar }: { telefono: string; noLlamar: boolean }) {
  if (noLlamar)
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        <span>{telefono}</span>
        <NoLlamarChip telefono={telefono} />
      </Stack>
    );
  const href = telHref(telefono);
  if (!href) return <span>{telefono}</span>;
  return (
    <Link href={href} underline="hover" aria-label={`Llamar al ${telefono}`} sx={{ whiteSpace: 'nowrap' }}>
      <PhoneIcon sx={{ fontSize: 14, verticalAlign: 'middle', mr: 0.5 }} aria-hidden />
      {telefono}
    </Link>
  );
}

/**
 * Each callback: when (Madrid), the customer (opens its dialog), the first phone that may be
 * called (never one on the do-not-call list), and whose; its menu moves, closes or cancels it.
 */
export function AgendadosLista({
  agendados,
  hoy,
  conComercial,
}: {
  agendados: readonly AgendadoView[];
  hoy: string;
  conComercial: boolean;
}) {
  return (
    <Box component="ul" aria-label="Próximos agendados" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {agendados.map((agendado) => {
        const telefono = telefonoParaLlamar(agendado.cliente);
        return (
          <Box component="li" key={agendado.id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={enlaceCliente(agendado.cliente.id)}
                underline="hover"
                sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {agendado.cliente.nombre}
              </Link>
              {/* ml auto: on the right even when a long name pushes it to a line of its own. */}
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, ml: 'auto' }}>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {agendado.fechaAgendado ? cuandoAgendado(agendado.fechaAgendado, hoy) : ''}
                </Typography>
                <AgendadoAcciones agendado={{ ...agendado, comercialId: agendado.comercial?.id ?? null }} />
              </Stack>
            </Stack>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', typography: 'body2' }}>
              {telefono && <Telefono {...telefono} />}
              {conComercial && agendado.comercial && (
                <Typography variant="body2" color="text.secondary">
                  {agendado.comercial.nombre_completo}
                </Typography>
              )}
            </Stack>
            {agendado.notas && (
              <Typography
                variant="body2"
                color="text.secondary"
                title={agendado.notas}
                sx={{
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {agendado.notas}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
