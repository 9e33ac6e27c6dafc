import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { correoSalienteQuery } from './correo-saliente-api';
import { CorreoSalienteForm } from './correo-saliente-form';
import { TEXTOS_CORREO_SALIENTE as TEXTOS } from './correo-saliente-messages';

/**
 * /ManagementBase · Correo saliente (issue 31 §3; Admin and above of a distributor, as the API
 * allows: the server's password is a credential): the SMTP server the offers are sent through,
 * and the subject and message they are sent with.
 */
export function CorreoSalienteTab() {
  const datos = useQuery(correoSalienteQuery);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {TEXTOS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTOS.explicacion}
      </Typography>
      {datos.isError && !datos.data ? (
        <ListErrorAlert text={TEXTOS.errorCarga} onRetry={() => void datos.refetch()} />
      ) : !datos.data ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label={TEXTOS.cargando} />
      ) : (
        <CorreoSalienteForm datos={datos.data} />
      )}
    </Stack>
  );
}
