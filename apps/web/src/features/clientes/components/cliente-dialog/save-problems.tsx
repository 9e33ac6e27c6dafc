import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DuplicateCliente } from '../../cliente-form/server-errors';

interface SaveProblemsProps {
  duplicate: DuplicateCliente | null;
  otherErrors: readonly string[];
  onOpenCliente: (id: number) => void;
}

/** What the last save was refused for, beyond the fields: a duplicate (409) or general errors. */
export function SaveProblems({ duplicate, otherErrors, onOpenCliente }: SaveProblemsProps) {
  const existing = duplicate?.clienteId ?? null;
  return (
    <>
      {duplicate && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            existing !== null && (
              <Button color="inherit" size="small" onClick={() => onOpenCliente(existing)}>
                Abrir cliente existente
              </Button>
            )
          }
        >
          {duplicate.detail}
        </Alert>
      )}
      {otherErrors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {otherErrors.join(' ')}
        </Alert>
      )}
    </>
  );
}
