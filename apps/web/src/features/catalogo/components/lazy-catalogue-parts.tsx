import { lazyPart } from '../../../components/lazy-part/lazy-part';

/** The price and upfront history (timeline, entry forms) loads the first time one opens. */
export const LazyHistoryDialog = lazyPart(() =>
  import('./history/history-dialog').then((m) => m.HistoryDialog),
);

/** The xlsx import (upload, dry-run report) loads the first time an admin opens it. */
export const LazyImportDialog = lazyPart(() =>
  import('./transfer/import-dialog').then((m) => m.ImportDialog),
);

/** A device's installments (table, form) load the first time one opens. */
export const LazyInstallmentsDialog = lazyPart(() =>
  import('./installments/installments-dialog').then((m) => m.InstallmentsDialog),
);
