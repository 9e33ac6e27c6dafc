import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { probabilidadesPipelineQuery } from './probabilidades-pipeline-api';
import { ProbabilidadesPipelineForm } from './probabilidades-pipeline-form';
import { TEXTOS_PROBABILIDADES_PIPELINE as TEXTOS } from './probabilidades-pipeline-messages';

/**
 * /ManagementBase · Pipeline de ofertas (issue 31 §2, decision 236): the chance per offer status
 * that the offers board weighs its columns with. Every role reads it (the board shows it); Admin
 * and above change it, as the API's PUT allows.
 */
export function ProbabilidadesPipelineTab({ puedeCambiar }: { puedeCambiar: boolean }) {
  const datos = useQuery(probabilidadesPipelineQuery);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="h2">
        {TEXTOS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTOS.explicacion}
      </Typography>
      {datos.isError && !datos.data ? (
        <ListErrorAlert text={TEXTOS.errorCarga} onRetry={() => void datos.refetch()} />
      ) : !datos.data ? (
        <Stack spacing={1} role="progressbar" aria-label={TEXTOS.cargando}>
          {COLUMNAS_PIPELINE.map((estado) => (
            <Skeleton key={estado} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : (
        <ProbabilidadesPipelineForm datos={datos.data} puedeCambiar={puedeCambiar} />
      )}
    </Stack>
  );
}
