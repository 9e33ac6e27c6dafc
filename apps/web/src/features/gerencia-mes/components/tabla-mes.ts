import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The name column stays in view while a wide table scrolls sideways (a phone at 390 px); its
 * opaque background hides the cells passing under it.
 */
export const COLUMNA_FIJA: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 140,
  borderRight: 1,
  borderRightColor: 'divider',
};

/** The summary and subtotal rows read as totals, in the body's own size, on an opaque grey. */
export const FILA_TOTAL: SxProps<Theme> = {
  '& > td, & > th': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem', bgcolor: 'grey.100' },
  '& > td': { whiteSpace: 'nowrap' },
};

/** Half the side padding: the report's many narrow figure columns fit a desktop's width. */
export const CELDAS_COMPACTAS: SxProps<Theme> = { '& .MuiTableCell-root': { px: 0.75 } };
