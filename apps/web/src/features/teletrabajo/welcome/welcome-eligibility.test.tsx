import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor, RoleId } from '@ventas/domain/permissions/roles';
import { welcomeAgendadosOwner, welcomeMark, welcomeText } from './welcome-eligibility';

const actor = (roleId: RoleId, isAdmin = false): Actor => ({ roleId, isAdmin, groups: ['A'] });

describe('welcome message (SPEC §6/§8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('greets managers and comerciales only, never admins', () => {
    expect(welcomeAgendadosOwner(actor(1), 1)).toBeNull();
    expect(welcomeAgendadosOwner(actor(2), 2)).toBeNull();
    expect(welcomeAgendadosOwner(actor(2, true), 2)).toBeNull();
    // A manager asks for their own agendados; the server scopes a comercial's by itself.
    expect(welcomeAgendadosOwner(actor(3), 33)).toEqual({ comercial: 33 });
    expect(welcomeAgendadosOwner(actor(4), 44)).toEqual({ comercial: null });
  });

  it('reads as the spec writes it', () => {
    expect(welcomeText('Marta Gerente', 2)).toBe('Bienvenid@ Marta Gerente, agendados para hoy: 2');
  });

  it('is shown once per login: not again on reload, again after logging out and in', () => {
    expect(welcomeMark.wasShown()).toBe(false);
    welcomeMark.markShown();
    // A reload keeps both storages.
    expect(welcomeMark.wasShown()).toBe(true);
    // SPEC §4: logout clears all local storage; the next login is a new session.
    localStorage.clear();
    expect(welcomeMark.wasShown()).toBe(false);
  });
});
