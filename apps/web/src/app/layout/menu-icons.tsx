import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import DomainIcon from '@mui/icons-material/Domain';
import HistoryIcon from '@mui/icons-material/History';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import InsightsIcon from '@mui/icons-material/Insights';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { ReactElement } from 'react';
import type { SectionRoute } from '@ventas/domain/permissions/web-routes';

// A Record over the menu sections: a new section fails to compile until it has an icon.
const ICONS: Record<SectionRoute, ReactElement> = {
  dashboard: <DashboardIcon />,
  gerencia: <InsightsIcon />,
  teletrabajo: <HeadsetMicIcon />,
  ofertas: <ViewKanbanIcon />,
  retailX: <StorefrontIcon />,
  areapersonal: <PersonIcon />,
  managementBase: <AdminPanelSettingsIcon />,
  devicemanagement: <SmartphoneIcon />,
  tiendas: <StoreIcon />,
  tutorials: <OndemandVideoIcon />,
  rrhh: <BadgeIcon />,
  databaseManagement: <StorageIcon />,
  distribuidores: <DomainIcon />,
  auditoria: <HistoryIcon />,
};

export function menuIcon(route: SectionRoute): ReactElement {
  return ICONS[route];
}
