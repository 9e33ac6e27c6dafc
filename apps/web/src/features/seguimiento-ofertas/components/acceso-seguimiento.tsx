import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { useAccesoSeguimiento } from '../model/use-acceso-seguimiento';
import { EsperaAcceso } from './espera-acceso';
import { SeguimientoTabs } from './seguimiento-tabs';

/** The tabs once the provider grants access; until then, the wait (SPEC §4). */
export function AccesoSeguimiento({ slug, rango }: { slug: string; rango: RangoSeguimiento }) {
  const acceso = useAccesoSeguimiento(slug, rango);
  if (acceso.estado !== 'concedido') return <EsperaAcceso acceso={acceso} />;
  return <SeguimientoTabs slug={slug} rango={rango} />;
}
