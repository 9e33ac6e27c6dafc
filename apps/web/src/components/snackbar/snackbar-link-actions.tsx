import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import type { SnackbarLink } from './snackbar-context';

/** A click the app may take over; any other (new tab, new window) is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A notice's link and its close button: an Alert given an `action` drops its own close button,
 * so it is drawn here with the same name the theme gives it ('Cerrar').
 */
export function SnackbarLinkActions({ link, onClose }: { link: SnackbarLink; onClose: () => void }) {
  return (
    <>
      <Button
        color="inherit"
        size="small"
        href={link.href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onClose();
          link.onFollow(link.href);
        }}
      >
        {link.label}
      </Button>
      <IconButton color="inherit" size="small" aria-label="Cerrar" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}
