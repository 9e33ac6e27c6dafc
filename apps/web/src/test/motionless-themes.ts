import type { Theme, ThemeOptions } from '@mui/material/styles';
import { theme, themeOptions } from '../app/theme';

/**
 * CI time: in jsdom an MUI transition is a real wait, and nothing else. A dialog stays in the page
 * for 195 ms after it closes, a menu or a snackbar takes 225 ms to come in, and a test that waits
 * for either sits idle (profiles of the slowest files: over half of their time idle). A test
 * observes what is shown and what is sent, never how it moves, so the suite's themes have no
 * durations and no ripple: everything still enters and leaves, through the same transitions, at
 * once.
 *
 * Called from setup-tests.ts, before any test renders: the first-paint theme is changed where it
 * stands, and the options the layout's Spanish theme is built from (spanish-theme.ts, loaded
 * later and only by the files that render it) before that theme is built.
 */
export function makeThemesMotionless(): void {
  stopMotion(theme);
  stopMotion(themeOptions);
}

const NO_TIME = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

function stopMotion(target: Theme | ThemeOptions): void {
  target.transitions = { ...target.transitions, duration: NO_TIME };
  target.components = {
    ...target.components,
    MuiButtonBase: {
      defaultProps: { ...target.components?.MuiButtonBase?.defaultProps, disableRipple: true },
    },
  };
}
