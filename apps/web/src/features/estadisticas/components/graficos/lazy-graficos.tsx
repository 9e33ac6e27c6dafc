import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { lazyPart } from '../../../../components/lazy-part/lazy-part';
import { altoAgrupado } from '../../model/grafico-objetivos';

// The chart library loads with the charts, after the figures are on screen (decision 119).
const GraficoObjetivos = lazyPart(() => import('./grafico-objetivos').then((m) => m.GraficoObjetivos));
const GraficoComerciales = lazyPart(() => import('./grafico-comerciales').then((m) => m.GraficoComerciales));

/** A placeholder of the chart's height until it is allowed and its chunk is in, so nothing jumps. */
function Diferido({ permitido, alto, children }: { permitido: boolean; alto: number; children: ReactNode }) {
  const hueco = <Skeleton variant="rounded" height={alto} />;
  if (!permitido) return hueco;
  return <Suspense fallback={hueco}>{children}</Suspense>;
}

/** False until every section has its figures (useGraficosDespues): the chart waits its turn. */
type Permitido = { permitido: boolean };

export function LazyGraficoObjetivos({
  permitido,
  ...props
}: ComponentProps<typeof GraficoObjetivos> & Permitido) {
  return (
    <Diferido permitido={permitido} alto={altoAgrupado(props.pares.length, 2)}>
      <GraficoObjetivos {...props} />
    </Diferido>
  );
}

export function LazyGraficoComerciales({
  permitido,
  ...props
}: ComponentProps<typeof GraficoComerciales> & Permitido) {
  return (
    <Diferido permitido={permitido} alto={altoAgrupado(props.nombres.length, props.series.length)}>
      <GraficoComerciales {...props} />
    </Diferido>
  );
}
