import {
  factorCorrectorFormSchema,
  type FactorCorrector,
  type FactorCorrectorForm,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { guardarFactor } from '../../api/factor-calls';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { cifra } from '../../model/cifras';
import { useGuardarForm } from './use-guardar-form';

/** The inputs: bands as typed ('80', '0,5'), commercials as the select's ids. */
export interface FactorValores {
  nombre: string;
  factor_details: { porcentaje_maximo: string; factor_corrector: string }[];
  commercial_id_arr: number[];
}

const valoresDe = (lista: FactorCorrector | null): FactorValores => ({
  nombre: lista?.nombre ?? '',
  factor_details: lista?.factor_details.map((tramo) => ({
    porcentaje_maximo: cifra(tramo.porcentaje_maximo),
    factor_corrector: cifra(tramo.factor_corrector),
  })) ?? [{ porcentaje_maximo: '', factor_corrector: '' }],
  commercial_id_arr: lista?.commercial_id_arr ?? [],
});

/**
 * A correction-factor list's form (decision 85): the domain's schema, POST with or without `id`,
 * the server's 400 on its fields; a failed save keeps the input.
 */
export function useFactorForm(lista: FactorCorrector | null, onSaved: () => void) {
  const form = useForm<FactorValores, unknown, FactorCorrectorForm>({
    defaultValues: valoresDe(lista),
    resolver: schemaResolver(factorCorrectorFormSchema, (values) => ({ ...values, id: lista?.id })),
  });
  // SPEC §8 names no failure for a list: 'Algo fue mal' with the server's reason.
  const { submit, saving } = useGuardarForm(
    form,
    guardarFactor,
    { hecho: MENSAJES_ADMIN.factorAnadido },
    onSaved,
  );
  return { form, submit, saving };
}
