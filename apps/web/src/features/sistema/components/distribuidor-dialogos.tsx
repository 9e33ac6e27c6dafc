import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import type { AccionDistribuidor } from './distribuidor-card';
import { DistribuidorEditarDialog } from './distribuidor-editar-dialog';
import { DistribuidorEliminarDialog } from './distribuidor-eliminar-dialog';
import { LogoDialog } from './logo-dialog';
import { SuperadminCrearDialog } from './superadmin-crear-dialog';

interface DistribuidorDialogosProps {
  tipo: AccionDistribuidor;
  distribuidor: DistribuidorAdmin;
  plataforma: boolean;
  onClose: () => void;
}

/** The dialog a card's action opens. */
export function DistribuidorDialogos({ tipo, distribuidor, plataforma, onClose }: DistribuidorDialogosProps) {
  switch (tipo) {
    case 'editar':
      return (
        <DistribuidorEditarDialog distribuidor={distribuidor} plataforma={plataforma} onClose={onClose} />
      );
    case 'logo':
      return <LogoDialog distribuidor={distribuidor} onClose={onClose} />;
    case 'eliminar':
      return <DistribuidorEliminarDialog distribuidor={distribuidor} onClose={onClose} />;
    case 'superadmin':
      return <SuperadminCrearDialog distribuidor={distribuidor} onClose={onClose} />;
  }
}
