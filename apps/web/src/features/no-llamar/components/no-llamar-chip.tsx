import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { MENSAJES_NO_LLAMAR as M } from '@ventas/domain/no-llamar/no-llamar-contract';

/** Shown instead of click-to-call beside an opted-out phone (issue 17 "show no click-to-call"). */
export function NoLlamarChip({ telefono }: { telefono?: string }) {
  return (
    <Tooltip title={M.chipAyuda}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<PhoneDisabledIcon />}
        label={M.chip}
        aria-label={telefono ? `${telefono}: ${M.chip}` : M.chip}
        tabIndex={0}
      />
    </Tooltip>
  );
}
