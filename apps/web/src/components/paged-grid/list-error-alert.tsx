import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The page could not be loaded: say so and offer to ask again. */
export function ListErrorAlert({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
