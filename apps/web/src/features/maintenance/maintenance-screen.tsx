import BuildIcon from '@mui/icons-material/Build';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const { data, refetch } = useQuery({
    ...maintenanceStatusQuery,
    refetchInterval: MAINTENANCE_POLL_MS,
  });
  // Busy only while the user's own retry runs: the periodic check works unseen, so the button
  // never turns itself off under a user's finger (issue 28).
  const [retrying, setRetrying] = useState(false);
  const maintenanceOff = data?.maintenance === false;

  const retry = () => {
    setRetrying(true);
    void refetch().finally(() => setRetrying(false));
  };

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
        <Button variant="contained" loading={retrying} onClick={retry}>
          Reintentar
        </Button>
      </Stack>
    </Box>
  );
}
