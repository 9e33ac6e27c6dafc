import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

interface EntryFormFrameProps {
  editing: boolean;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancelEdit: () => void;
  children: ReactNode;
}

/** A history entry's form above the timeline: Enter adds (or saves the edited entry). */
export function EntryFormFrame({ editing, busy, onSubmit, onCancelEdit, children }: EntryFormFrameProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? 'Editar entrada' : 'Nueva entrada'}
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {editing ? 'Editar entrada' : 'Nueva entrada'}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        {editing && (
          <Button color="inherit" onClick={onCancelEdit} disabled={busy}>
            Cancelar edición
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {editing ? 'Guardar cambios' : 'Añadir'}
        </Button>
      </Box>
    </Box>
  );
}
