import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * How Gerencia · Comerciales lays its figures out for the screen's width (issue 29 §5):
 * - 'completa' (1536 px and up): every column, state and type apart.
 * - 'compacta' (a laptop, 600–1535 px): state and type under the name and tighter figure
 *   columns, so the eight figures fit beside the drawer at 1280 px with no sideways scroll.
 * - 'tarjetas' (a phone, below 600 px): one card per commercial with its figures in two columns.
 */
export type Disposicion = 'completa' | 'compacta' | 'tarjetas';

export function useDisposicion(): Disposicion {
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const portatil = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  if (telefono) return 'tarjetas';
  return portatil ? 'compacta' : 'completa';
}
