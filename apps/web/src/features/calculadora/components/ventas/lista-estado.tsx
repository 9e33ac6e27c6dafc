import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ListErrorAlert } from '../../../../components/paged-grid/list-error-alert';

interface ListaEstadoProps {
  /** What the list is, for the loading skeleton's name ('Cargando los paquetes'). */
  cargando: string;
  isError: boolean;
  errorTexto: string;
  onReintentar: () => void;
  /** Rows loaded: null while loading. */
  total: number | null;
  vacioTexto: string;
  children: ReactNode;
}

/** A list's loading, error and empty states around its rows. */
export function ListaEstado(props: ListaEstadoProps) {
  const { cargando, isError, errorTexto, onReintentar, total, vacioTexto, children } = props;
  if (isError) return <ListErrorAlert text={errorTexto} onRetry={onReintentar} />;
  if (total === null)
    return <Skeleton variant="rounded" height={120} aria-label={cargando} aria-busy="true" />;
  if (total === 0) return <Alert severity="info">{vacioTexto}</Alert>;
  return <>{children}</>;
}
