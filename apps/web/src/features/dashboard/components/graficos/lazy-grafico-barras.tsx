import Skeleton from '@mui/material/Skeleton';
import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../../../components/lazy-part/lazy-part';
import { altoGrafico } from '../../model/barra-dashboard';

// The chart library loads with the chart, after the figures are on screen (decision 119).
const GraficoBarras = lazyPart(() => import('./grafico-barras').then((m) => m.GraficoBarras));

type Props = ComponentProps<typeof GraficoBarras> & {
  /** False until every card has its figures (useGraficosDespues): the chart waits its turn. */
  permitido: boolean;
};

/** The chart once allowed and its chunk is in; until then a placeholder of its height, so nothing jumps. */
export function LazyGraficoBarras({ permitido, ...props }: Props) {
  const hueco = <Skeleton variant="rounded" height={altoGrafico(props.barras.length)} />;
  if (!permitido) return hueco;
  return (
    <Suspense fallback={hueco}>
      <GraficoBarras {...props} />
    </Suspense>
  );
}
