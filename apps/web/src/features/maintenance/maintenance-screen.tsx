import BuildIcon from '@mui/icons-material/Build';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { MAINTENANCE_POLL_MS } from '../../config/constants';
import { maintenanceStatusQuery } from './api/maintenance-status';

/**
 * SPEC §2/§4: maintenance notice; sends the user to login once maintenance is off. Through
 * logout: the session from before maintenance is closed, so login starts a fresh one.
 */
export function MaintenanceScreen() {
  const navigate = useNavigate();
  const { data, refetch, isFetching } = useQuery({
    ...maintenanceStatusQuery,
    refetchInterval: MAINTENANCE_POLL_MS,
  });
  const maintenanceOff = data?.maintenance === false;

  useEffect(() => {
    if (maintenanceOff) void navigate(OPEN_ROUTES.logout, { replace: true });
  }, [maintenanceOff, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <BuildIcon sx={{ fontSize: 64 }} color="action" aria-hidden />
        <Typography variant="h5" component="h1">
          Estamos en mantenimiento, volvemos en breve.
        </Typography>
        <Button variant="contained" loading={isFetching} onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Stack>
    </Box>
  );
}
