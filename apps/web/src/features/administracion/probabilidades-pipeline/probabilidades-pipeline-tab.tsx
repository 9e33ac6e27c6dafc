import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import { SettingsSection } from '../../../components/settings-section/settings-section';
import { probabilidadesPipelineQuery } from './probabilidades-pipeline-api';
import { ProbabilidadesPipelineForm } from './probabilidades-pipeline-form';
import { TEXTOS_PROBABILIDADES_PIPELINE as TEXTOS } from './probabilidades-pipeline-messages';

/**
 * /ManagementBase · Pipeline de ofertas (issue 31 §2, decision 236): the chance per offer status
 * that the offers board weighs its columns with. Every role reads it (the board shows it); Admin
 * and above change it, as the API's PUT allows.
 */
export function ProbabilidadesPipelineTab({ puedeCambiar }: { puedeCambiar: boolean }) {
  return (
    <SettingsSection
      textos={TEXTOS}
      query={useQuery(probabilidadesPipelineQuery)}
      maxWidth={560}
      skeleton={COLUMNAS_PIPELINE.map((estado) => (
        <Skeleton key={estado} variant="rounded" height={40} />
      ))}
    >
      {(datos) => <ProbabilidadesPipelineForm datos={datos} puedeCambiar={puedeCambiar} />}
    </SettingsSection>
  );
}
