import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { APP_VERSION } from '../../config/env';
import { DEVELOPER_MODE_ENABLED_MESSAGE, enableDeveloperMode, tapOutcome } from './developer-mode';

const VERSION_TEXT = `Versión ${APP_VERSION}`;
const footerSx = { px: 2, py: 1.5, width: '100%', justifyContent: 'flex-start' } as const;

/** SPEC §2: the drawer's version footer; only a SuperAdmin's taps count towards developer mode. */
export function VersionFooter({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const taps = useRef(0);
  const snackbar = useSnackbar();

  if (!isSuperAdmin) {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ ...footerSx, display: 'block' }}>
        {VERSION_TEXT}
      </Typography>
    );
  }

  function tap(): void {
    taps.current += 1;
    const outcome = tapOutcome(taps.current);
    if (outcome.kind === 'hint') snackbar.showInfo(outcome.message);
    if (outcome.kind === 'enabled') {
      taps.current = 0;
      enableDeveloperMode();
      snackbar.showSuccess(DEVELOPER_MODE_ENABLED_MESSAGE);
    }
  }

  return (
    <ButtonBase onClick={tap} sx={footerSx}>
      <Typography variant="caption" color="text.secondary">
        {VERSION_TEXT}
      </Typography>
    </ButtonBase>
  );
}
