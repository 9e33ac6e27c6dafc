import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface AccionFila {
  /** Says the action and its row ('Eliminar el grupo A'): the button's accessible name. */
  label: string;
  icon: ReactNode;
  danger?: boolean;
  run: () => void;
}

/** A row's icon buttons, each named for screen readers and shown as a tooltip. */
export function AccionesFila({ acciones }: { acciones: readonly AccionFila[] }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {acciones.map((accion) => (
        <Tooltip key={accion.label} title={accion.label}>
          <IconButton
            aria-label={accion.label}
            color={accion.danger ? 'error' : 'default'}
            onClick={accion.run}
          >
            {accion.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
