import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part/lazy-part';

// A Manager's or Admin's only: a Comercial's dashboard never downloads it nor its contract.
const ConfirmacionesPendientes = lazyPart(() =>
  import('./confirmaciones-pendientes').then((m) => m.ConfirmacionesPendientes),
);

/** The sale confirmations' count (decision 218), loaded on a Manager's dashboard only. */
export function LazyConfirmacionesPendientes() {
  return (
    <Suspense fallback={null}>
      <ConfirmacionesPendientes />
    </Suspense>
  );
}
