import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { coberturaCQuery, type ConsultaC, sinDatos } from '../api/cobertura-calls';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import { cFormSchema, type CFormValues } from '../model/cobertura-form';
import type { TecnologiaUsada } from '../model/linea-cobertura';
import { CFormFields } from './c-form-fields';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { Cargando, SinResultados } from './estado-consulta';
import { TecnologiasTable } from './tecnologias-table';

interface CPanelProps {
  slug: string;
  inicial: CFormValues;
  onUsar?: (usada: TecnologiaUsada) => void;
}

/**
 * Provider C (SPEC §3: its form adds localidad, provincia, lat, lng): the coordinates are
 * optional, and "Obtener coordenadas" asks the provider's geocoding for them.
 */
export function CPanel({ slug, inicial, onUsar }: CPanelProps) {
  const [consulta, setConsulta] = useState<ConsultaC | null>(null);
  const form = useForm<CFormValues, unknown, Omit<ConsultaC, 'intento'>>({
    defaultValues: inicial,
    resolver: schemaResolver(cFormSchema, (values) => values),
  });
  const query = useQuery(coberturaCQuery(slug, consulta));
  const submit = form.handleSubmit((values) =>
    setConsulta((prev) => ({ ...values, intento: (prev?.intento ?? 0) + 1 })),
  );
  return (
    <>
      <CFormFields slug={slug} form={form} onSubmit={submit} />
      {consulta !== null &&
        (query.isFetching || query.isPending ? (
          <Cargando texto={MENSAJES_COBERTURA.consultando} />
        ) : query.isError && !sinDatos(query.error) ? (
          <NoDisponible onRetry={() => void query.refetch()} />
        ) : query.isError || query.data.tecnologias.length === 0 ? (
          <SinResultados texto={MENSAJES_COBERTURA.direccionNoEncontrada} />
        ) : (
          <TecnologiasTable resultado={query.data} onUsar={onUsar} />
        ))}
    </>
  );
}
