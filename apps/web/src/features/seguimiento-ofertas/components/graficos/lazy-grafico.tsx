import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyPart } from '../../../../components/lazy-part/lazy-part';
import { ALTO_GRAFICO, type SerieVariable } from './grafico-medidas';

// The chart library loads with the Variables tab, never with the screen (decision 119's way).
const GraficoVariable = lazyPart(() => import('./grafico-variable').then((m) => m.GraficoVariable));

/** A placeholder of the chart's height until its chunk is in, so nothing jumps. */
export function LazyGraficoVariable({ serie }: { serie: SerieVariable }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={ALTO_GRAFICO} />}>
      <GraficoVariable serie={serie} />
    </Suspense>
  );
}
