import { describe, expect, it } from 'vitest';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { ordenMiZona } from './mi-zona-order';

const item = (id: number, created_on: string, is_read: boolean): Comunicado => ({
  id,
  message_title: `t${id}`,
  message_body: '',
  priority: 'LOW',
  created_on,
  is_read,
});

describe('ordenMiZona', () => {
  const list = [
    item(1, '2026-03-01T10:00:00Z', true),
    item(2, '2026-03-02T10:00:00Z', false),
    item(3, '2026-03-05T10:00:00Z', true),
    item(4, '2026-02-20T10:00:00Z', false),
  ];

  it('puts the unread first, each part newest first', () => {
    expect(ordenMiZona(list).map((c) => c.id)).toEqual([2, 4, 3, 1]);
  });

  it('keeps one read on this screen among the unread', () => {
    const read = list.map((c) => (c.id === 4 ? { ...c, is_read: true } : c));
    expect(ordenMiZona(read, new Set([4])).map((c) => c.id)).toEqual([2, 4, 3, 1]);
  });
});
