import { DEVELOPER_MODE_HINT_TAPS, DEVELOPER_MODE_TAPS } from '../../config/constants';

const DEVELOPER_MODE_KEY = 'developerMode';
export const DEVELOPER_MODE_ENABLED_MESSAGE = 'Modo desarrollador activado';

export type TapOutcome = { kind: 'none' } | { kind: 'hint'; message: string } | { kind: 'enabled' };

/** SPEC §2: after 4 taps a countdown hint, at 8 taps developer mode. */
export function tapOutcome(taps: number): TapOutcome {
  if (taps >= DEVELOPER_MODE_TAPS) return { kind: 'enabled' };
  if (taps < DEVELOPER_MODE_HINT_TAPS) return { kind: 'none' };
  const remaining = DEVELOPER_MODE_TAPS - taps;
  const unit = remaining === 1 ? 'pulsación' : 'pulsaciones';
  return { kind: 'hint', message: `Estás a ${remaining} ${unit} de activar el modo desarrollador` };
}

export function enableDeveloperMode(): void {
  localStorage.setItem(DEVELOPER_MODE_KEY, 'true');
}

export function isDeveloperMode(): boolean {
  return localStorage.getItem(DEVELOPER_MODE_KEY) === 'true';
}
