import DeveloperModeIcon from '@mui/icons-material/DeveloperMode';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { Actor } from '@ventas/domain/permissions/roles';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { DEVELOPER_MODE_DISABLED_MESSAGE, disableDeveloperMode, useDeveloperMode } from './developer-mode';
import { DeveloperPanel } from './developer-panel';

/**
 * Issue 29: the top bar's way into developer mode, there only while a SuperAdmin has it on (eight
 * taps on the drawer's version footer, SPEC §2). Turning it off from the panel hides it again.
 */
export function DeveloperModeButton({ actor }: { actor: Actor }) {
  const on = useDeveloperMode(actor);
  const [open, setOpen] = useState(false);
  const snackbar = useSnackbar();
  if (!on) return null;

  function disable(): void {
    setOpen(false);
    disableDeveloperMode();
    snackbar.showInfo(DEVELOPER_MODE_DISABLED_MESSAGE);
  }

  return (
    <>
      <IconButton color="inherit" aria-label="Modo desarrollador" onClick={() => setOpen(true)}>
        <DeveloperModeIcon />
      </IconButton>
      {/* Mounted only while open: closed, it would re-render on every call it lists. */}
      {open && <DeveloperPanel open onClose={() => setOpen(false)} onDisable={disable} />}
    </>
  );
}
