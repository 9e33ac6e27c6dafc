import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { isApiError } from '../../../api/api-error';
import { useSession } from '../../../session/use-session';
import { ofertaDetailQuery } from '../api/oferta-detail-query';
import { operadoresQuery } from '../../catalogo/catalogo.public';
import { clienteDetailQuery } from '../../clientes/clientes.public';
import { MENSAJES_GUARDADO } from '../oferta-messages';
import { OFERTA_PARAM, ofertaConfiguratorPath, VOLVER_PARAM } from '../../../lib/oferta-configurator-link';
import { idFromUrl } from '../oferta-url';
import { vueltaTrasGuardar } from '../oferta-vuelta';
import { CONFIGURADOR_TITULO } from './cabecera/configurator-toolbar';
import { OfertaEditor } from './oferta-editor';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

function Titulo() {
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {CONFIGURADOR_TITULO}
    </Typography>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <>
      <Titulo />
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Reintentar
            </Button>
          ) : (
            <Button color="inherit" size="small" component={RouterLink} to={WEB_ROUTES.teletrabajo.path}>
              Ir a Teletrabajo
            </Button>
          )
        }
      >
        {message}
      </Alert>
    </>
  );
}

/**
 * /offerconfigurator/:id (SPEC §2): `:id` is the customer; `?oferta=` opens one of their saved
 * offers (EDIT), none builds a new one (CREATE); `?volver=` is the screen it returns to. The form
 * starts once the customer, the offer and the operators are read. A save keeps the screen, on
 * the offer as saved: a new one becomes `?oferta=` (its way back kept in the URL for a reload),
 * and the form starts again from what the server stored.
 */
export function OfertaConfiguratorScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const clienteId = idFromUrl(params.id);
  const ofertaParam = search.get(OFERTA_PARAM);
  const ofertaId = idFromUrl(ofertaParam);
  const session = useSession();
  const grupos = session.actor?.groups ?? [];
  const vuelta = vueltaTrasGuardar(search.get(VOLVER_PARAM), clienteId ?? 0, ofertaId !== null);
  // The offer saved last on this screen, and how many saves: each one starts the form again.
  const [guardada, setGuardada] = useState<{ ofertaId: number; veces: number } | null>(null);
  const cliente = useQuery({ ...clienteDetailQuery(clienteId ?? 0), enabled: clienteId !== null });
  const detail = useQuery({ ...ofertaDetailQuery(ofertaId ?? 0), enabled: ofertaId !== null });
  const operadores = useQuery(operadoresQuery);

  if (clienteId === null || notFound(cliente.error))
    return <Problem message="No se ha encontrado al cliente" />;
  if ((ofertaParam !== null && ofertaId === null) || notFound(detail.error))
    return <Problem message="No se ha encontrado la oferta" />;
  if (detail.data && detail.data.cliente !== clienteId)
    return <Problem message="La oferta no es de este cliente" />;
  const failures = [
    { query: cliente, message: 'No se ha podido cargar el cliente' },
    { query: detail, message: MENSAJES_GUARDADO.errorCargarOferta },
    { query: operadores, message: MENSAJES_GUARDADO.errorCatalogo },
  ];
  const failed = failures.find(({ query }) => query.isError);
  if (failed) return <Problem message={failed.message} onRetry={() => void failed.query.refetch()} />;
  if (!cliente.data || !operadores.data || (ofertaId !== null && !detail.data)) {
    return (
      <Box aria-busy="true" aria-label="Cargando la oferta">
        <Titulo />
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  const onSaved = (saved: number | null) => {
    if (saved === null) {
      void navigate(vuelta.to);
      return;
    }
    setGuardada((previous) => ({ ofertaId: saved, veces: (previous?.veces ?? 0) + 1 }));
    if (saved !== ofertaId)
      void navigate(ofertaConfiguratorPath(clienteId, saved, vuelta.to), { replace: true });
  };
  const recienGuardada = guardada !== null && guardada.ofertaId === ofertaId;
  return (
    <OfertaEditor
      key={`${clienteId}:${ofertaId ?? 'nueva'}:${recienGuardada ? guardada.veces : 0}`}
      record={cliente.data}
      detail={detail.data ?? null}
      operadores={operadores.data}
      grupos={grupos}
      userId={session.user?.id ?? null}
      recienGuardada={recienGuardada}
      vuelta={vuelta}
      onSaved={onSaved}
    />
  );
}
