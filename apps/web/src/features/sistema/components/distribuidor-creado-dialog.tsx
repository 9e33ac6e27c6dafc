import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DistribuidorCreado } from '@ventas/domain/distribuidores/distribuidores-contract';
import { direccionDistribuidor } from '../model/direccion-distribuidor';
import { CredencialInicialDialog } from './credencial-inicial-dialog';

/**
 * The new distributor's address and its first SuperAdmin's one-time password, shown once; or,
 * created without one, where to make it later.
 */
export function DistribuidorCreadoDialog({
  creado,
  onClose,
}: {
  creado: DistribuidorCreado;
  onClose: () => void;
}) {
  const { distribuidor, superadmin } = creado;
  const direccion = direccionDistribuidor(distribuidor.subdomain, window.location);
  return (
    <CredencialInicialDialog
      titulo={`Distribuidor ${distribuidor.name} creado`}
      superadmin={superadmin}
      onClose={onClose}
    >
      <Typography>
        Dirección: <Link href={direccion}>{direccion}</Link>
      </Typography>
      {!superadmin && (
        <Alert severity="info">
          Todavía no tiene SuperAdmin. Puede crearlo cuando quiera con el botón «Crear SuperAdmin» de su
          tarjeta.
        </Alert>
      )}
    </CredencialInicialDialog>
  );
}
