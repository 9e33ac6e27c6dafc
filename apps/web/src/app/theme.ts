import { createTheme, type ThemeOptions } from '@mui/material/styles';

export const themeOptions: ThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    // MUI's default info blue (#0288d1) gives white text 3.85:1; this one 4.8:1 (WCAG AA 4.5:1).
    info: { main: '#0277bd' },
    background: { default: '#f5f7fa' },
  },
  components: {
    // Read the media query on the first render, so the drawer does not flash the wrong variant.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  },
};

/**
 * The theme from the first paint (login, maintenance). Their components show no text of MUI's
 * own, so MUI's Spanish texts wait for the layout (spanish-theme.ts): that module builds a number
 * formatter as it loads, ~40 ms of a phone's CPU before the login form could show.
 */
export const theme = createTheme(themeOptions);
