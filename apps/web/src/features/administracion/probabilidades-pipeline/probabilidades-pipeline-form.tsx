import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLUMNAS_PIPELINE } from '@ventas/domain/ofertas/pipeline';
import {
  probabilidadesPipelineSchema,
  type ProbabilidadesPipelineView,
} from '@ventas/domain/ofertas/pipeline-contract';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import { useForm, type Control } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { OfertaEstadoChip } from '../../clientes/clientes.public';
import {
  guardarProbabilidadesPipeline,
  probabilidadesPipelineQuery,
  releerPipeline,
} from './probabilidades-pipeline-api';
import { TEXTOS_PROBABILIDADES_PIPELINE as TEXTOS } from './probabilidades-pipeline-messages';

type ProbabilidadEstado = ProbabilidadesPipelineView['probabilidades'][number];

/** What the form edits: the domain's list, each percent as typed (checked by the domain's schema). */
interface ValoresProbabilidades {
  probabilidades: (Omit<ProbabilidadEstado, 'probabilidad'> & { probabilidad: string })[];
}

/** The saved chances in the board's column order, the order the form lists and sends them in. */
function valoresProbabilidades({ probabilidades }: ProbabilidadesPipelineView): ValoresProbabilidades {
  const porEstado = new Map(probabilidades.map((fila) => [fila.estado, fila.probabilidad]));
  return {
    probabilidades: COLUMNAS_PIPELINE.map((estado) => ({
      estado,
      probabilidad: String(porEstado.get(estado) ?? ''),
    })),
  };
}

/**
 * A typed percent as the schema reads it: blank is no number, and a decimal comma is a point, so
 * '2,5' is refused as a fraction rather than read as 25.
 */
const porcentaje = (texto: string) => (texto.trim() === '' ? undefined : Number(texto.replace(',', '.')));

const aProbabilidades = ({ probabilidades }: ValoresProbabilidades) => ({
  probabilidades: probabilidades.map(({ estado, probabilidad }) => ({
    estado,
    probabilidad: porcentaje(probabilidad),
  })),
});

interface ProbabilidadesPipelineFormProps {
  datos: ProbabilidadesPipelineView;
  puedeCambiar: boolean;
}

/** Each status in the board's order with its percent; a save re-reads the board's figures. */
export function ProbabilidadesPipelineForm({ datos, puedeCambiar }: ProbabilidadesPipelineFormProps) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<ValoresProbabilidades, unknown, ProbabilidadesPipelineView>({
    defaultValues: valoresProbabilidades(datos),
    resolver: schemaResolver(probabilidadesPipelineSchema, aProbabilidades),
  });
  const save = useMutation({ mutationFn: guardarProbabilidadesPipeline });
  const submit = form.handleSubmit(async (probabilidades) => {
    try {
      const saved = await save.mutateAsync(probabilidades);
      queryClient.setQueryData(probabilidadesPipelineQuery.queryKey, saved);
      form.reset(valoresProbabilidades(saved));
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(TEXTOS.errorGuardar, enCampos > 0 ? undefined : error);
      return;
    }
    void releerPipeline(queryClient);
    snackbar.showSuccess(TEXTOS.guardado);
  });
  // A refusal of the list as a whole (a status missing or repeated) names no one field.
  const errorLista = form.formState.errors.probabilidades?.message;
  return (
    <form noValidate aria-label={TEXTOS.titulo} onSubmit={(event) => void submit(event)}>
      <Stack spacing={1.5}>
        {COLUMNAS_PIPELINE.map((estado, index) => (
          <CampoProbabilidad
            key={estado}
            control={form.control}
            estado={estado}
            index={index}
            disabled={!puedeCambiar}
          />
        ))}
        {errorLista && <Alert severity="error">{errorLista}</Alert>}
        {puedeCambiar ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!form.formState.isDirty || save.isPending}>
              {TEXTOS.guardar}
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {TEXTOS.soloAdmin}
          </Typography>
        )}
      </Stack>
    </form>
  );
}

interface CampoProbabilidadProps {
  control: Control<ValoresProbabilidades, unknown, ProbabilidadesPipelineView>;
  estado: ProbabilidadEstado['estado'];
  index: number;
  disabled: boolean;
}

/** One status: its chip, and its percent beside it (below it on a phone, where both do not fit). */
function CampoProbabilidad({ control, estado, index, disabled }: CampoProbabilidadProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, rowGap: 1 }}>
      <Stack direction="row" sx={{ flex: '1 1 13rem', pt: 1 }}>
        <OfertaEstadoChip estado={estado} />
      </Stack>
      <FormText
        control={control}
        name={`probabilidades.${index}.probabilidad`}
        disabled={disabled}
        sx={{ flex: '1 1 9rem' }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': TEXTOS.campo(estadoOfertaLabel(estado) ?? String(estado)),
          },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </Stack>
  );
}
