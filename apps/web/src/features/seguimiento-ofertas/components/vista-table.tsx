import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tablaQuery } from '../api/vista-query';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import type { PestanaTabla } from '../model/seguimiento-tabs';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { OfertaDialog } from './oferta-dialog';
import { TablaSeguimiento } from './tabla-seguimiento';

interface VistaTablaProps {
  slug: string;
  rango: RangoSeguimiento;
  pestana: PestanaTabla;
}

/** One table view: loading, "no disponible", empty, or its declared columns and rows. */
export function VistaTable({ slug, rango, pestana }: VistaTablaProps) {
  const query = useQuery(tablaQuery(slug, pestana.vista, rango));
  const [oferta, setOferta] = useState<string | null>(null);
  if (query.isPending) return <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} />;
  if (query.isError) return <NoDisponible onRetry={() => void query.refetch()} />;
  const { columnas, filas } = query.data.data;
  if (filas.length === 0) return <Alert severity="info">{MENSAJES_SEGUIMIENTO.vacio}</Alert>;
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={MENSAJES_SEGUIMIENTO.cargando} sx={{ mb: 1 }} />}
      <TablaSeguimiento
        titulo={pestana.etiqueta}
        columnas={columnas}
        filas={filas}
        onAbrir={pestana.abreOferta ? setOferta : undefined}
      />
      {pestana.abreOferta && (
        <OfertaDialog slug={slug} rango={rango} id={oferta} onClose={() => setOferta(null)} />
      )}
    </>
  );
}
