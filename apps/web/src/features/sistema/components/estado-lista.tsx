import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';

interface EstadoListaProps<T> {
  query: UseQueryResult<readonly T[]>;
  /** Read by screen readers while the list loads, e.g. 'Cargando los grupos'. */
  cargando: string;
  vacio: string;
  error: string;
  children: (rows: readonly T[]) => ReactNode;
}

/** A registry list's loading, error (with "Reintentar") and empty states around its rows. */
export function EstadoLista<T>({ query, cargando, vacio, error, children }: EstadoListaProps<T>) {
  if (query.isError && !query.data) {
    return <ListErrorAlert text={error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Stack spacing={1} role="progressbar" aria-label={cargando}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  if (query.data.length === 0) return <Typography sx={{ py: 3, textAlign: 'center' }}>{vacio}</Typography>;
  return <>{children(query.data)}</>;
}
