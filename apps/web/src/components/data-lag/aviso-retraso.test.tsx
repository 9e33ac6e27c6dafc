import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvisoRetraso } from './aviso-retraso';
import { informarRetraso } from './data-lag-store';

describe('AvisoRetraso', () => {
  it('appears when an answer reports a lag past the threshold, and goes once one is current', () => {
    render(<AvisoRetraso />);
    act(() => informarRetraso(2));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => informarRetraso(42));
    expect(screen.getByRole('status').textContent).toBe('Datos de hace 42 s');
    expect(screen.getByRole('status').getAttribute('title')).toMatch(/usted acaba de guardar/);
    act(() => informarRetraso(0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
