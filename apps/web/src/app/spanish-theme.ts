import { esES as materialEsES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { esES as pickersEsES } from '@mui/x-date-pickers/locales';
import { themeOptions } from './theme';

/** The app's theme with the es-ES texts of MUI's components and date pickers: the logged-in screens'. */
export const spanishTheme = createTheme(themeOptions, pickersEsES, materialEsES);
