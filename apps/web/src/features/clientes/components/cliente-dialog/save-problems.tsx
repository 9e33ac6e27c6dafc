import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import type { DuplicateCliente } from '../../cliente-form/server-errors';

interface SaveProblemsProps {
  duplicate: DuplicateCliente | null;
  otherErrors: readonly string[];
  onOpenCliente: (id: number) => void;
}

/**
 * What the last save was refused for, beyond the fields: a duplicate (409) or what else the server
 * said. It takes the focus when it appears: Guardar sits below a long form, and the message at
 * its top would otherwise stay out of sight (and unread by a screen reader).
 */
export function SaveProblems({ duplicate, otherErrors, onOpenCliente }: SaveProblemsProps) {
  const alert = useRef<HTMLDivElement>(null);
  // Each failed save sets new values, so a second refusal is brought into view again.
  useEffect(() => {
    alert.current?.focus();
  }, [duplicate, otherErrors]);

  if (duplicate) {
    const existing = duplicate.clienteId;
    return (
      <Alert
        ref={alert}
        tabIndex={-1}
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
    );
  }
  if (otherErrors.length === 0) return null;
  return (
    <Alert ref={alert} tabIndex={-1} severity="error" sx={{ mb: 2 }}>
      {otherErrors.join(' ')}
    </Alert>
  );
}
