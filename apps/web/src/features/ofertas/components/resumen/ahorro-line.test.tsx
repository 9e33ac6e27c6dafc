import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparacionHoy } from './ahorro-line';

describe('ComparacionHoy: the offer against what the customer pays today', () => {
  it('shows a saving as a saving', () => {
    render(<ComparacionHoy anterior="65.00" total="48.28" />);
    expect(screen.getByText('Ahorro')).toBeTruthy();
    expect(screen.getByText('16,72 € al mes · 200,64 € al año')).toBeTruthy();
  });

  it('shows an offer dearer than today as a cost, without a minus sign', () => {
    const { container } = render(<ComparacionHoy anterior="90.00" total="103.06" />);
    expect(screen.getByText('Cuesta más que hoy')).toBeTruthy();
    expect(screen.getByText('13,06 € al mes · 156,72 € al año')).toBeTruthy();
    expect(container.textContent).not.toMatch(/[-−]/);
  });

  it('says the price is the same when it is', () => {
    const { container } = render(<ComparacionHoy anterior="40.10" total="40.10" />);
    expect(screen.getByText('Mismo precio que hoy')).toBeTruthy();
    expect(container.textContent).not.toContain('al mes');
  });

  it('shows nothing without today’s price or without a total', () => {
    expect(render(<ComparacionHoy anterior={null} total="40.10" />).container.textContent).toBe('');
    expect(render(<ComparacionHoy anterior="40.10" total={null} />).container.textContent).toBe('');
  });
});
