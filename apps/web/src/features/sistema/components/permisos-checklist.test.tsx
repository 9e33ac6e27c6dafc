import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermisosChecklist } from './permisos-checklist';

const PERMISOS = [
  { id: 1, name: 'Puede ver tiendas', codename: 'view_tiendas', content_type_id: null },
  { id: 2, name: 'Puede ver RetailX', codename: 'view_retailx', content_type_id: null },
  { id: 3, name: 'Ver clientes', codename: 'view_clientes', content_type_id: 7 },
];

describe('the permissions checklist (issue 29 §3)', () => {
  it('says which screens each section permission opens, and nothing for the others', () => {
    render(<PermisosChecklist permisos={PERMISOS} marcados={new Set([1])} onChange={() => undefined} />);
    const tiendas = screen.getByRole('checkbox', { name: /Puede ver tiendas/ });
    expect((tiendas as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Abre: Tiendas')).toBeTruthy();
    expect(screen.getByText('Abre: RetailX, RetailX — Seguimiento de ofertas (solo grupo D)')).toBeTruthy();
    expect(screen.getAllByText(/^Abre:/)).toHaveLength(2);
  });
});
