import type { Control, UseFormSetValue } from 'react-hook-form';
import type { OfertaBody } from '../model/draft-to-body';
import type { OfertaDraft } from '../model/oferta-draft';

/** The configurator's form, as its parts receive it. */
export type OfertaControl = Control<OfertaDraft, unknown, OfertaBody>;
export type OfertaSetValue = UseFormSetValue<OfertaDraft>;
