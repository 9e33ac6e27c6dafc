import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../../test/test-providers';
import { NoInteresadoDialog } from './no-interesado-dialog';

describe('the no-interest dialog', () => {
  it("marks 'Razón' as compulsory and leaves 'Tipo' optional", async () => {
    render(
      <TestProviders>
        <NoInteresadoDialog cliente={{ id: 1, nombre: 'Ana' }} onClose={() => {}} />
      </TestProviders>,
    );
    await screen.findByRole('dialog');
    const labels = [...document.querySelectorAll('.MuiInputLabel-root')].map((label) =>
      label.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(labels).toContain('Razón *');
    expect(labels).toContain('Tipo');
  });
});
