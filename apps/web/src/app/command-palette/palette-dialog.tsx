import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { WebActor } from '@ventas/domain/permissions/web-routes';
import { PaletteContent } from './palette-content';

interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  actor: WebActor;
  userId: number;
}

/**
 * The palette's dialog: near the top of a wide screen, the whole screen on a phone. Its content
 * mounts on each opening (an empty input, the latest recents); closing returns focus where it was.
 */
export function PaletteDialog({ open, onClose, actor, userId }: PaletteDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{
        paper: {
          'aria-label': 'Buscar en la aplicación',
          sx: fullScreen ? undefined : { mt: '10vh', alignSelf: 'flex-start', maxHeight: '70vh' },
        },
      }}
    >
      <PaletteContent actor={actor} userId={userId} onClose={onClose} />
    </Dialog>
  );
}
