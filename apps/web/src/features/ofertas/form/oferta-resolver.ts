import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  MENSAJES_OFERTA,
  ofertaEntradaSchema,
  ofertaFormSchema,
} from '@ventas/domain/ofertas/oferta-contract';
import { issuesToFieldErrors } from '../../../components/schema-resolver/schema-resolver';
import type { ClienteRecord } from '../../clientes/clientes.public';
import { entradaBody, ofertaBody, type KeptFields, type OfertaBody } from '../model/draft-to-body';
import type { OfertaDraft } from '../model/oferta-draft';
import { problemsOf, type FieldProblem } from '../model/save-errors';

export type OfertaMode = { edit: false } | { edit: true; ofertaId: number; kept: KeptFields };

/** Where a problem shows: a field, or (packages as a whole, anything else) a root message. */
export function problemErrors(problems: readonly FieldProblem[]): FieldErrors<OfertaDraft> {
  return issuesToFieldErrors<OfertaDraft>(
    problems.map(({ name, message }) => ({
      path: name === 'paquetes' || name === 'oferta' ? ['root', name] : name.split('.'),
      message,
    })),
  );
}

/**
 * The form's resolver: the body the screen would send, checked by the very schema the API
 * validates it with (style.md: one schema for both), plus the rules the server applies before
 * pricing (SPEC §5: at least one package with a tariff). A valid draft submits its body.
 */
export function ofertaResolver(
  record: ClienteRecord,
  mode: OfertaMode,
): Resolver<OfertaDraft, unknown, OfertaBody> {
  return (draft) => {
    const body = ofertaBody(draft, record, mode);
    const result = mode.edit
      ? ofertaFormSchema.safeParse(body.oferta)
      : ofertaEntradaSchema.safeParse(entradaBody(record.id, body.oferta));
    const errors: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
    if (body.sent.length === 0) errors.paquetes = [MENSAJES_OFERTA.sinPaquetes];
    body.sent.forEach((index, position) => {
      if (draft.paquetes[index]?.tarifa === null)
        errors[`paquetes.${position}.tarifa`] = [MENSAJES_OFERTA.sinTarifa];
    });
    const paths = Object.keys(errors);
    if (paths.length === 0) return { values: body, errors: {} };
    const problems = problemsOf(errors, body.sent);
    // A problem no field shows still stops the save, and says so.
    const shown =
      problems.length > 0 ? problems : [{ name: 'oferta', message: String(errors[paths[0] as string]) }];
    return { values: {}, errors: problemErrors(shown) };
  };
}
