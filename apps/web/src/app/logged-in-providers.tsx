import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import '../config/dayjs-setup';
import { spanishTheme } from './spanish-theme';

/**
 * What only the logged-in screens use: MUI's Spanish texts, date pickers on dayjs set to Madrid
 * (config/dayjs-setup) and the snackbar. The layout mounts them, so they load with its chunk and
 * the login path never downloads them.
 */
export function LoggedInProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={spanishTheme}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
        <SnackbarProvider>{children}</SnackbarProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
