import { useNavigate } from 'react-router';
import { enlaceCliente } from '../../dashboard/dashboard.public';
import { useAgendadosPendientes } from '../model/use-agendados-pendientes';
import { useAvisoAlVencer } from '../model/use-aviso-al-vencer';
import { AvisoAgendado } from './aviso-agendado';
import { CampanaAgendados } from './campana-agendados';

/**
 * Issue 31 §1, in the top bar of every screen: the bell with the user's due callbacks, and the
 * notice of one that falls due meanwhile (decision 234: on this tab's clock, the figures read
 * again each minute and after any change to a callback).
 */
export function RecordatoriosAgendados() {
  const navigate = useNavigate();
  const { cuenta, vencidosHoy, propio } = useAgendadosPendientes();
  const { aviso, cerrarAviso } = useAvisoAlVencer(
    vencidosHoy,
    (agendado) => void navigate(enlaceCliente(agendado.cliente.id)),
  );
  return (
    <>
      <CampanaAgendados cuenta={cuenta} manager={propio} />
      <AvisoAgendado agendado={aviso} onClose={cerrarAviso} />
    </>
  );
}
