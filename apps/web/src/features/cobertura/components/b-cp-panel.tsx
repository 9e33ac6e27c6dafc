import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { coberturaCpQuery, type CoberturaCp, type ConsultaCp, sinDatos } from '../api/cobertura-calls';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import { cpFormSchema, type CpFormValues } from '../model/cobertura-form';
import { ConsultaForm } from './consulta-form';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { Cargando, SinResultados } from './estado-consulta';

const PORCENTAJE = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** Provider B, "Por código postal": the share of the postal code each technology covers. */
export function BCpPanel({ slug, inicial }: { slug: string; inicial: CpFormValues }) {
  const [consulta, setConsulta] = useState<ConsultaCp | null>(null);
  const form = useForm<CpFormValues, unknown, { cp: string }>({
    defaultValues: inicial,
    resolver: schemaResolver(cpFormSchema, (values) => values),
  });
  const query = useQuery(coberturaCpQuery(slug, consulta));
  const submit = form.handleSubmit((values) =>
    setConsulta((prev) => ({ cp: values.cp, intento: (prev?.intento ?? 0) + 1 })),
  );
  return (
    <>
      <ConsultaForm label="Consulta por código postal" onSubmit={submit}>
        <FormText
          control={form.control}
          name="cp"
          label="Código postal"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </ConsultaForm>
      {consulta !== null &&
        (query.isFetching || query.isPending ? (
          <Cargando texto={MENSAJES_COBERTURA.consultando} />
        ) : query.isError && !sinDatos(query.error) ? (
          <NoDisponible onRetry={() => void query.refetch()} />
        ) : query.isError || query.data.tecnologias.length === 0 ? (
          <SinResultados texto={MENSAJES_COBERTURA.sinDatosCp} />
        ) : (
          <CoberturaCpList cobertura={query.data} />
        ))}
    </>
  );
}

function CoberturaCpList({ cobertura }: { cobertura: CoberturaCp }) {
  return (
    <Box component="section" aria-label={`Cobertura en el código postal ${cobertura.cp}`}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {`${cobertura.cp} ${cobertura.localidad}`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {cobertura.tecnologias.map(({ tecnologia, porcentaje_cubierto }) => {
          const cifra = PORCENTAJE.format(porcentaje_cubierto / 100);
          return (
            <Box component="li" key={tecnologia}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2">{tecnologia}</Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {cifra}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={porcentaje_cubierto}
                aria-label={`${tecnologia}: ${cifra} del código postal cubierto`}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
