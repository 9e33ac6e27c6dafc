import type { z } from 'zod';
import type { clientesPageSchema } from '@ventas/domain/clientes/cliente-record';

// One shape for both sides: the API answers with the domain package's schema.
export type { ClienteRecord } from '@ventas/domain/clientes/cliente-record';

/** SPEC §7: a page of the list (`current` is the page number answered). */
export type ClientesPage = z.infer<typeof clientesPageSchema>;
