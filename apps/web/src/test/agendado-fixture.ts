import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';

/** Test-only: a pending callback as the API answers it, on a customer with one phone. */
export const agendadoRow = (id: number, overrides: Partial<AgendadoView> = {}): AgendadoView => ({
  id,
  fechaAgendado: '2026-01-12T08:00:00.000Z',
  estado: 'PENDIENTE',
  notas: null,
  cliente: { id: 100 + id, nombre: `Cliente ${id}`, telefonos: ['600111222'], telefonos_no_llamar: [] },
  comercial: { id: 4, nombre_completo: 'Carlos Comercial' },
  ...overrides,
});
