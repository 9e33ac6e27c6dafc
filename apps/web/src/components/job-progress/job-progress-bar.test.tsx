import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobProgressBar } from './job-progress-bar';

const text = (percent: number | null) => (percent === null ? 'Preparando…' : `Purgando… ${percent} %`);

describe('JobProgressBar: how far a job got', () => {
  it('is indeterminate, with the waiting text, until the total is known', () => {
    render(<JobProgressBar progress={{ done: 0, total: 0 }} text={text} label="Progreso de la purga" />);
    expect(screen.getByRole('status').textContent).toBe('Preparando…');
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la purga' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });

  it('shows done/total as a rounded percentage in the text and the bar', () => {
    render(<JobProgressBar progress={{ done: 1, total: 3 }} text={text} label="Progreso de la purga" />);
    expect(screen.getByRole('status').textContent).toBe('Purgando… 33 %');
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la purga' });
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
  });
});
