import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { screenTitle } from '@ventas/domain/permissions/web-navigation';
import type { WebRouteName } from '@ventas/domain/permissions/web-routes';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';

/**
 * Issue 29: a screen of the platform distributor, made of one of Administración's tabs on a page
 * of its own (the platform has no catalogue to show beside them). The page heading is for screen
 * readers: each tab already shows its title, under the drawer entry's tabs.
 */
export function PlatformScreen({ route, children }: { route: WebRouteName; children: ReactNode }) {
  return (
    <>
      <Typography component="h1" sx={VISUALLY_HIDDEN}>
        {screenTitle(route)}
      </Typography>
      {children}
    </>
  );
}
