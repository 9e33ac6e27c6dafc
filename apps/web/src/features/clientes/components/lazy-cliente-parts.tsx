import { lazyPart } from '../../../components/lazy-part/lazy-part';

/** The customer dialog (form, tabs, zod schemas) loads the first time a customer opens. */
export const LazyClienteDialog = lazyPart(() =>
  import('./cliente-dialog/cliente-dialog').then((m) => m.ClienteDialog),
);

/** The action dialogs (schedule, no interest, gestión, note, delete) load on the first action. */
export const LazyClienteActionDialogs = lazyPart(() =>
  import('./acciones/cliente-action-dialogs').then((m) => m.ClienteActionDialogs),
);
