import type { SxProps, Theme } from '@mui/material/styles';

/** The selection column's width: the name column is pinned right after it. */
const ANCHO_SELECCION = 48;

/**
 * The selection and name columns stay in place while the figures scroll sideways (a phone shows
 * whose row it is at any scroll). Sticky cells need a background of their own.
 */
const fija = (left: number, extra: SxProps<Theme> = {}): SxProps<Theme> => ({
  position: 'sticky',
  left,
  zIndex: 1,
  bgcolor: 'background.paper',
  ...extra,
});

// border-box: MUI's checkbox padding (4 px) would otherwise widen the cell under the pinned name.
export const CELDA_SELECCION = fija(0, {
  boxSizing: 'border-box',
  width: ANCHO_SELECCION,
  minWidth: ANCHO_SELECCION,
  maxWidth: ANCHO_SELECCION,
});
export const CELDA_NOMBRE = fija(ANCHO_SELECCION, {
  minWidth: { xs: 130, sm: 140, xl: 180 },
  maxWidth: { xs: 150, sm: 200, xl: 260 },
  borderRight: 1,
  borderRightColor: 'divider',
});

/**
 * A figure's cell on a laptop: half the side padding and a smaller sort arrow, so the eight
 * figures' headers ('Con paquete vigente' over two lines) fit 1280 px beside the drawer.
 */
export const CELDA_FIGURA_COMPACTA: SxProps<Theme> = {
  px: 1,
  '& .MuiTableSortLabel-icon': { fontSize: 16, mx: 0.25 },
};
