import { useEffect, useSyncExternalStore } from 'react';
import { ROLE, type Actor } from '@ventas/domain/permissions/roles';
import { apiCallLog } from '../../api/api-call-log';
import { DEVELOPER_MODE_HINT_TAPS, DEVELOPER_MODE_TAPS } from '../../config/constants';

// In localStorage, so it survives a reload and ends with the session (SPEC §4's logout clears it).
const DEVELOPER_MODE_KEY = 'developerMode';
export const DEVELOPER_MODE_ENABLED_MESSAGE = 'Modo desarrollador activado';
export const DEVELOPER_MODE_DISABLED_MESSAGE = 'Modo desarrollador desactivado';

export type TapOutcome = { kind: 'none' } | { kind: 'hint'; message: string } | { kind: 'enabled' };

/** SPEC §2: after 4 taps a countdown hint, at 8 taps developer mode. */
export function tapOutcome(taps: number): TapOutcome {
  if (taps >= DEVELOPER_MODE_TAPS) return { kind: 'enabled' };
  if (taps < DEVELOPER_MODE_HINT_TAPS) return { kind: 'none' };
  const remaining = DEVELOPER_MODE_TAPS - taps;
  const unit = remaining === 1 ? 'pulsación' : 'pulsaciones';
  return { kind: 'hint', message: `Está a ${remaining} ${unit} de activar el modo desarrollador` };
}

const listeners = new Set<() => void>();

function setFlag(on: boolean): void {
  if (on) localStorage.setItem(DEVELOPER_MODE_KEY, 'true');
  else localStorage.removeItem(DEVELOPER_MODE_KEY);
  listeners.forEach((listener) => listener());
}

export const enableDeveloperMode = (): void => setFlag(true);
export const disableDeveloperMode = (): void => setFlag(false);

/** The stored flag alone: whoever set it, it counts only for a SuperAdmin (developerModeFor). */
export function isDeveloperModeFlagSet(): boolean {
  return localStorage.getItem(DEVELOPER_MODE_KEY) === 'true';
}

/** Issue 29: on for a SuperAdmin who turned it on; ignored for anyone else. */
export function developerModeFor(actor: Actor, flagSet: boolean): boolean {
  return flagSet && actor.roleId === ROLE.SUPERADMIN;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether developer mode is on for this user, kept current; while it is, the API client records
 * its calls (api/api-call-log.ts), and turning it off forgets them.
 */
export function useDeveloperMode(actor: Actor): boolean {
  const flagSet = useSyncExternalStore(subscribe, isDeveloperModeFlagSet);
  const on = developerModeFor(actor, flagSet);
  useEffect(() => apiCallLog.setRecording(on), [on]);
  return on;
}
