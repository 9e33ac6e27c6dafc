import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { Link as RouterLink } from 'react-router';
import { confirmacionesPendientesQuery } from '../api/confirmaciones-query';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { debeMostrarConfirmaciones } from '../model/confirmaciones-dashboard';
import { useRegistrarFallo } from '../model/registrar-fallo';

/** Administración · Declaración de ventas, where the pending requests are answered. */
export const ENLACE_CONFIRMACIONES = `${WEB_ROUTES.managementBase.path}?tab=declaracion-ventas`;

/**
 * Decision 218: under "Un manager confirma", a Manager's or Admin's count of the sale
 * confirmations waiting for them, a link to where they are answered. Beside the title (short
 * enough to stay on its line on a phone), so its arrival moves nothing on the page; nothing while
 * it loads or when it fails (SPEC §8: silent).
 */
export function ConfirmacionesPendientes() {
  const cuenta = useQuery(confirmacionesPendientesQuery);
  useRegistrarFallo('confirmaciones de venta', cuenta.error);
  if (!cuenta.data || !debeMostrarConfirmaciones(cuenta.data)) return null;
  const texto = TEXTOS_DASHBOARD.confirmaciones(cuenta.data.pendientes);
  return (
    <Link component={RouterLink} to={ENLACE_CONFIRMACIONES} underline="hover" variant="body2">
      {texto}
    </Link>
  );
}
