import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TestProviders } from '../../../../test/test-providers';
import { AgendarDialog } from './agendar-dialog';

describe('the schedule dialog', () => {
  it("clears 'Indique la fecha del agendado' as soon as a quick time fills the date", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-05-14T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    render(
      <TestProviders>
        <AgendarDialog cliente={{ id: 7, nombre: 'Ana Ruiz' }} onClose={() => {}} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: /^Agendar/ });
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    await within(dialog).findByText('Indique la fecha del agendado');

    await user.click(within(dialog).getByRole('button', { name: 'Mañana 10:00' }));
    await waitFor(() => expect(within(dialog).queryByText('Indique la fecha del agendado')).toBeNull());
  });
});
