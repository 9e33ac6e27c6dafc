import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListErrorAlert } from '../paged-grid/list-error-alert';

/** A settings section's own words: its heading, what it is for, and its loading and error states. */
export interface SettingsSectionTexts {
  titulo: string;
  explicacion: string;
  cargando: string;
  errorCarga: string;
}

interface SettingsSectionProps<T> {
  textos: SettingsSectionTexts;
  /** The one record the section edits. */
  query: UseQueryResult<T>;
  /** The form, once the record is in. */
  children: (datos: T) => ReactNode;
  maxWidth?: number;
  /** The placeholder while it loads, shaped like the form (one rounded block by default). */
  skeleton?: ReactNode;
  skeletonHeight?: number;
}

/**
 * A settings tab that edits one record (Administración's Datos legales, Correo saliente, Pipeline
 * de ofertas): its heading and explanation, then a placeholder while the record loads, the error
 * with a retry when it could not be read, or the form. A record already shown stays on screen
 * when a later refetch fails.
 */
export function SettingsSection<T>({
  textos,
  query,
  children,
  maxWidth = 720,
  skeleton,
  skeletonHeight = 160,
}: SettingsSectionProps<T>) {
  const cargando = skeleton ? (
    <Stack spacing={1} role="progressbar" aria-label={textos.cargando}>
      {skeleton}
    </Stack>
  ) : (
    <Skeleton variant="rounded" height={skeletonHeight} role="progressbar" aria-label={textos.cargando} />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth }}>
      <Typography variant="h6" component="h2">
        {textos.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {textos.explicacion}
      </Typography>
      {query.isError && !query.data ? (
        <ListErrorAlert text={textos.errorCarga} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        cargando
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
