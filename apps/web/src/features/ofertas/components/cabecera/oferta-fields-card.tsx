import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller, useWatch } from 'react-hook-form';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { OPERADOR_SOLO_NEGOCIOS } from '@ventas/domain/ofertas/quote-oferta';
import { TERRITORIOS } from '@ventas/domain/ofertas/territorios';
import { SEGMENTS } from '@ventas/domain/servicios/catalogue-fields';
import type { Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import { ESTADOS_OFERTA, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import {
  movimientosPosibles,
  type ContextoDeclaracion,
  type QuienMueve,
} from '@ventas/domain/ofertas/declaracion-venta';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { CoberturaParaOferta } from '../../../cobertura/cobertura.public';
import { FormText } from '../../../../components/form-fields/form-text';
import type { OfertaControl, OfertaSetValue } from '../../form/oferta-form-types';
import { TEXTOS_DECLARACION } from '../declaracion/declaracion-messages';

interface OfertaFieldsCardProps {
  control: OfertaControl;
  setValue: OfertaSetValue;
  operadores: readonly Operator[];
  /** Why operator and segment cannot change now, or null when they can. */
  bloqueo: string | null;
  /** DBL: the segment is NEGOCIOS whatever is picked (SPEC §4). */
  soloNegocios: boolean;
  /** EDIT: the status the offer was saved with (only allowed moves are offered); null on CREATE. */
  estadoGuardado: EstadoOfertaId | null;
  /**
   * EDIT: who saves and what the rule reads of the offer (issue 29 §5): the moves
   * `movimientoOferta` allows are offered, a request labelled as such; null offers none.
   */
  declaracion: { quien: QuienMueve; contexto: ContextoDeclaracion } | null;
}

const UBICACIONES = TERRITORIOS.map(({ value, label }) => ({ value, label }));
const SEGMENTOS = SEGMENTS.map((segment) => ({ value: segment, label: segmentLabel(segment) }));

/** The offer's own fields: what it sells from, where it is taxed, its status, callback and notes. */
export function OfertaFieldsCard(props: OfertaFieldsCardProps) {
  const { control, bloqueo, estadoGuardado, declaracion } = props;
  const notas = useWatch({ control, name: 'notas' });
  const direccion = useWatch({ control, name: 'cliente.direccion' });
  const estadoElegido = useWatch({ control, name: 'estado' });
  const estados =
    estadoGuardado === null || declaracion === null
      ? []
      : movimientosPosibles(
          estadoGuardado,
          declaracion.quien,
          declaracion.contexto,
          ESTADOS_OFERTA.map((estado) => estado.id),
        ).map((movimiento) => {
          const label = ESTADOS_OFERTA.find((estado) => estado.id === movimiento.estado)?.label ?? '';
          return {
            id: movimiento.estado,
            solicitud: movimiento.tipo === 'solicitar',
            label: movimiento.tipo === 'solicitar' ? TEXTOS_DECLARACION.opcionSolicitud(label) : label,
          };
        });
  const solicitara = estados.some((estado) => estado.solicitud && estado.id === estadoElegido);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Datos de la oferta"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            xl: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Controller
          control={control}
          name="operador"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              size="small"
              label="Operador"
              value={field.value}
              disabled={bloqueo !== null}
              onChange={(event) => {
                field.onChange(event.target.value);
                // SPEC §4: DBL sells to businesses only.
                if (event.target.value === OPERADOR_SOLO_NEGOCIOS) props.setValue('segmento', 'NEGOCIOS');
              }}
              inputRef={field.ref}
            >
              {props.operadores.map((row) => (
                <MenuItem key={row.codigo} value={row.codigo}>
                  {row.nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormSelect
          control={control}
          name="segmento"
          label="Segmento"
          options={SEGMENTOS}
          disabled={bloqueo !== null || props.soloNegocios}
        />
        <FormSelect control={control} name="tipoIva" label="Ubicación" options={UBICACIONES} />
        {estados.length > 0 && (
          <Controller
            control={control}
            name="estado"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                size="small"
                label="Estado"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ?? (solicitara ? TEXTOS_DECLARACION.ayudaSolicitud : undefined)
                }
              >
                {estados.map((estado) => (
                  <MenuItem key={estado.id} value={estado.id}>
                    {estado.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Controller
          control={control}
          name="fechaAgendado"
          render={({ field, fieldState }) => (
            <DateTimePicker
              label="Fecha de agendado"
              timezone={MADRID_TZ}
              ampm={false}
              value={field.value ? dayjs(field.value).tz(MADRID_TZ) : null}
              onChange={(value) => field.onChange(value?.isValid() ? value.format() : '')}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  size: 'small',
                  fullWidth: true,
                  error: fieldState.error !== undefined,
                  helperText: fieldState.error?.message,
                },
                field: { clearable: true },
              }}
            />
          )}
        />
        <FormText control={control} name="numeroComercial" label="Número comercial" />
      </Box>
      {bloqueo && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {bloqueo}
        </Typography>
      )}
      {/* Issue 18: a covered technology is carried into the offer as a line of its notes. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2, '&:empty': { display: 'none' } }}>
        <CoberturaParaOferta
          {...direccion}
          notas={notas}
          onNotasChange={(next) => props.setValue('notas', next, { shouldDirty: true })}
        />
      </Box>
      <FormText
        control={control}
        name="notas"
        label="Notas de la oferta"
        multiline
        minRows={2}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: OFERTA_LIMITS.notas } }}
      />
    </Paper>
  );
}
