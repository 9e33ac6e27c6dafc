import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import type { ConsultaDireccion } from '../api/cobertura-calls';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import { direccionFormSchema, type DireccionFormValues } from '../model/cobertura-form';
import type { TecnologiaUsada } from '../model/linea-cobertura';
import { CandidatasList } from './candidatas-list';
import { ConsultaForm } from './consulta-form';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { Cargando, SinResultados } from './estado-consulta';
import { TecnologiasTable } from './tecnologias-table';
import { useCoberturaDireccion } from './use-cobertura-direccion';

interface BDireccionPanelProps {
  slug: string;
  inicial: DireccionFormValues;
  onUsar?: (usada: TecnologiaUsada) => void;
}

/** Provider B, "Por dirección": address and postal code → the exact address → its technologies. */
export function BDireccionPanel({ slug, inicial, onUsar }: BDireccionPanelProps) {
  const [consulta, setConsulta] = useState<ConsultaDireccion | null>(null);
  const form = useForm<DireccionFormValues, unknown, { direccion: string; cp: string }>({
    defaultValues: inicial,
    resolver: schemaResolver(direccionFormSchema, (values) => values),
  });
  const { paso, elegir } = useCoberturaDireccion(slug, consulta);
  const submit = form.handleSubmit((values) =>
    setConsulta((prev) => ({ ...values, intento: (prev?.intento ?? 0) + 1 })),
  );

  return (
    <>
      <ConsultaForm label="Consulta por dirección" onSubmit={submit}>
        <FormText control={form.control} name="direccion" label="Dirección" autoComplete="street-address" />
        <FormText
          control={form.control}
          name="cp"
          label="Código postal"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </ConsultaForm>
      {paso.paso === 'cargando' && <Cargando texto={paso.texto} />}
      {paso.paso === 'fallo' && <NoDisponible texto={paso.texto} onRetry={paso.reintentar} />}
      {paso.paso === 'vacio' && <SinResultados texto={MENSAJES_COBERTURA.direccionNoEncontrada} />}
      {paso.paso === 'elegir' && <CandidatasList candidatas={paso.candidatas} onElegir={elegir} />}
      {paso.paso === 'resultado' && (
        <>
          <TecnologiasTable resultado={paso.resultado} onUsar={onUsar} />
          {paso.otras && (
            <Button size="small" onClick={() => elegir(null)} sx={{ mt: 1 }}>
              Elegir otra dirección
            </Button>
          )}
        </>
      )}
    </>
  );
}
