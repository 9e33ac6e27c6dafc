import StorefrontIcon from '@mui/icons-material/Storefront';
import Avatar from '@mui/material/Avatar';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';

/** The distributor's logo as its row's logo_url serves it, or a shop icon when it has none. */
export function DistribuidorLogo({ distribuidor, size }: { distribuidor: DistribuidorAdmin; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={distribuidor.logo_url ?? undefined}
      alt={distribuidor.logo_url ? `Logo de ${distribuidor.name}` : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
      slotProps={{ img: { style: { objectFit: 'contain' } } }}
    >
      <StorefrontIcon aria-hidden />
    </Avatar>
  );
}
