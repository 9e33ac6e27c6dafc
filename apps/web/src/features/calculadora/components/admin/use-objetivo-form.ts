import { objetivoFormSchema, type ObjetivoForm } from '@ventas/domain/calculadora/objetivos-contract';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { saveObjetivo } from '../../api/save-objetivo';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { cifra } from '../../model/cifras';
import type { ObjetivoMes } from '../objetivo-columnas';
import { useGuardarForm } from './use-guardar-form';

/** What the inputs hold: text as typed ('12,5' is fine), the family's id as the select's value. */
export interface ObjetivoValores {
  familia: string;
  objetivo: string;
  peso: string;
  llave: boolean;
}

interface Contexto {
  /** The commercial and month the objective belongs to (the screen's). */
  comercial: number;
  mes: string;
  /** The row edited; null adds one. */
  objetivo: ObjetivoMes | null;
  onSaved: () => void;
}

const valoresDe = (objetivo: ObjetivoMes | null): ObjetivoValores => ({
  familia: objetivo ? String(objetivo.familia) : '',
  // As Spanish readers type them ('12,5'), not as the API sends them ('12.50').
  objetivo: objetivo ? cifra(objetivo.objetivo) : '',
  peso: objetivo ? cifra(objetivo.peso) : '',
  llave: objetivo?.llave ?? false,
});

/**
 * One objective's form (decision 84): the domain's schema as resolver, POST or PUT, the server's
 * 400 on its fields, SPEC §8's messages (the spec has one sentence for adding and editing).
 */
export function useObjetivoForm({ comercial, mes, objetivo, onSaved }: Contexto) {
  const form = useForm<ObjetivoValores, unknown, ObjetivoForm>({
    defaultValues: valoresDe(objetivo),
    resolver: schemaResolver(objetivoFormSchema, (values) => ({
      comercial,
      familia: values.familia === '' ? undefined : Number(values.familia),
      fecha: mes,
      objetivo: values.objetivo,
      peso: values.peso,
      llave: values.llave,
    })),
  });
  const { submit, saving } = useGuardarForm(
    form,
    (data) => saveObjetivo(data, objetivo?.id ?? null),
    { hecho: MENSAJES_ADMIN.objetivoAnadido, fallo: MENSAJES_ADMIN.errorAnadirObjetivo },
    onSaved,
  );
  return { form, submit, saving };
}
