import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface TabStateProps {
  query: UseQueryResult<readonly unknown[]>;
  emptyText: string;
  children: ReactNode;
}

/** Loading, error-with-retry and empty states shared by the history, contracts and notes tabs. */
export function TabState({ query, emptyText, children }: TabStateProps) {
  if (query.isPending) {
    return (
      <Box aria-busy="true" aria-label="Cargando">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      >
        No se ha podido cargar.
      </Alert>
    );
  }
  if ((query.data ?? []).length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
