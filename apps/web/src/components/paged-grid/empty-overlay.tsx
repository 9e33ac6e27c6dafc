import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface EmptyOverlayProps {
  hasFilters?: boolean;
  onClearFilters?: () => void;
  emptyText?: string;
  emptyFilteredText?: string;
  /** The page failed to load: nothing is known to be empty (the error is said above the grid). */
  failed?: boolean;
}

/** No rows: with filters, offer to clear them; without, say the list is empty. */
export function EmptyOverlay({
  hasFilters,
  onClearFilters,
  emptyText,
  emptyFilteredText,
  failed,
}: EmptyOverlayProps) {
  if (failed) return null;
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{hasFilters ? emptyFilteredText : emptyText}</Typography>
      {hasFilters && (
        <Button variant="outlined" onClick={onClearFilters}>
          Limpiar filtros
        </Button>
      )}
    </Box>
  );
}
