import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { mensajePreciosCambiados, preciosGuardadosDe } from '@ventas/domain/ofertas/oferta-precios-hoy';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { OfertaControl } from '../../form/oferta-form-types';

/**
 * A saved offer whose prices changed in the catalogue since it was quoted (the server's
 * `preciosHoy`, issue 29): old → new before the agent saves again, and which of the two the save
 * stores, as "Recotizar a precios de hoy" says.
 */
export function PreciosCambiadosAviso({ control, detail }: { control: OfertaControl; detail: OfertaDetail }) {
  const recotizar = useWatch({ control, name: 'recotizar' });
  const guardados = preciosGuardadosDe(detail);
  if (!detail.preciosHoy || !guardados) return null;
  const cotizadaEl = formatMadridDateTime(detail.cotizadaEl ?? detail.updated_on);
  const cual = recotizar
    ? 'Se muestran los precios de hoy, que se guardarán con la oferta.'
    : `Se mantienen los del ${cotizadaEl}; marque «Recotizar a precios de hoy» para aplicar los de hoy.`;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {`${mensajePreciosCambiados(guardados, detail.preciosHoy)} ${cual}`}
    </Alert>
  );
}
