import Drawer from '@mui/material/Drawer';
import type { WebActor } from '@ventas/domain/permissions/web-routes';
import { DrawerMenu } from './drawer-menu';

export const DRAWER_WIDTH = 240;

interface NavDrawerProps {
  actor: WebActor;
  userName: string;
  /** md and up: permanent; smaller: temporary, toggled by the top bar's menu button. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ actor, userName, permanent, open, onClose }: NavDrawerProps) {
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{
        width: permanent ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <DrawerMenu
        actor={actor}
        userName={userName}
        belowTopBar={permanent}
        onNavigate={permanent ? () => {} : onClose}
      />
    </Drawer>
  );
}
