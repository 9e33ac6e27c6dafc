import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { nombreMes } from '../../calculadora/calculadora.public';

/**
 * The report printed: only the screen's content, in landscape, every column in view (the app's
 * bars, the drawer and the filters hidden; no sideways scroll nor sticky column on paper).
 */
const IMPRESION = {
  '@media print': {
    '@page': { size: 'A4 landscape', margin: '10mm' },
    'body, #root': { background: '#fff' },
    '.MuiAppBar-root, .MuiDrawer-root, nav, main > .MuiToolbar-root, [data-no-print]': {
      display: 'none !important',
    },
    main: { padding: '0 !important' },
    '.MuiTableContainer-root': { overflow: 'visible !important' },
    '.MuiTableCell-root': { position: 'static !important' },
  },
} as const;

/**
 * The print styles while the report is on screen, its "Imprimir" button, and the month on paper
 * (the month picker stays off it).
 */
export function ReporteImpresion({ mes }: { mes: Mes }) {
  return (
    <>
      <GlobalStyles styles={IMPRESION} />
      <Typography
        sx={{ display: 'none', displayPrint: 'block', '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {nombreMes(mes)}
      </Typography>
      <Button data-no-print startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ mb: 1 }}>
        Imprimir
      </Button>
    </>
  );
}
