import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface TabCabeceraProps {
  titulo: string;
  /** The create button's label; none for a reader with nothing to create. */
  nuevo?: string;
  onNuevo?: () => void;
}

/** A registry tab's title and its create button (wrapping under it on a phone). */
export function TabCabecera({ titulo, nuevo, onNuevo }: TabCabeceraProps) {
  return (
    <Stack
      direction="row"
      sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="h6" component="h2">
        {titulo}
      </Typography>
      {nuevo && onNuevo && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNuevo}>
          {nuevo}
        </Button>
      )}
    </Stack>
  );
}
