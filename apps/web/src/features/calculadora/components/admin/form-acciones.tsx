import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A dialog form's Cancelar and Guardar (submit), both off while saving. */
export function FormAcciones({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        Guardar
      </Button>
    </Stack>
  );
}
