import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { distribuidorInfoQuery } from '../api/distribuidor-info-query';

const LOGO_HEIGHT = 96;

/** SPEC §2: the login shows the tenant logo; without one, a neutral mark with the tenant name. */
export function TenantLogo() {
  const { data, isPending } = useQuery(distribuidorInfoQuery);

  if (isPending) return <Skeleton variant="rounded" height={LOGO_HEIGHT} />;
  if (data?.logo_url) {
    return (
      <Box
        component="img"
        src={data.logo_url}
        alt={data.name}
        sx={{ height: LOGO_HEIGHT, maxWidth: '100%', objectFit: 'contain', alignSelf: 'center' }}
      />
    );
  }
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}
    >
      <StorefrontIcon sx={{ fontSize: 56 }} aria-hidden />
      {data?.name && (
        <Typography component="p" variant="h6">
          {data.name}
        </Typography>
      )}
    </Box>
  );
}
