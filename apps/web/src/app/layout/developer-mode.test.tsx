import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '@ventas/domain/permissions/roles';
import {
  developerModeFor,
  disableDeveloperMode,
  enableDeveloperMode,
  isDeveloperModeFlagSet,
  tapOutcome,
} from './developer-mode';

describe('developer mode taps (SPEC §2)', () => {
  it.each([
    [1, { kind: 'none' }],
    [3, { kind: 'none' }],
    // Usted, as the rest of the app (issue 29).
    [4, { kind: 'hint', message: 'Está a 4 pulsaciones de activar el modo desarrollador' }],
    [6, { kind: 'hint', message: 'Está a 2 pulsaciones de activar el modo desarrollador' }],
    [7, { kind: 'hint', message: 'Está a 1 pulsación de activar el modo desarrollador' }],
    [8, { kind: 'enabled' }],
  ])('after %i taps the outcome is %o', (taps, expected) => {
    expect(tapOutcome(taps)).toEqual(expected);
  });
});

const as = (roleId: Actor['roleId'], isAdmin = false): Actor => ({ roleId, isAdmin, groups: ['A'] });

describe('who developer mode is on for (issue 29)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['a SuperAdmin who turned it on', as(1), true, true],
    ['a SuperAdmin who did not', as(1), false, false],
    ['an Admin with the flag in storage', as(2), true, false],
    ['a Comercial with the flag in storage', as(4), true, false],
    ['an isAdmin Comercial with the flag in storage', as(4, true), true, false],
  ])('%s: %s', (_, actor, flagSet, expected) => {
    expect(developerModeFor(actor, flagSet)).toBe(expected);
  });

  it('keeps the flag until it is turned off, or the logout clears local storage', () => {
    enableDeveloperMode();
    expect(isDeveloperModeFlagSet()).toBe(true);
    disableDeveloperMode();
    expect(isDeveloperModeFlagSet()).toBe(false);
    enableDeveloperMode();
    localStorage.clear();
    expect(isDeveloperModeFlagSet()).toBe(false);
  });
});
