import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { OFERTA_LIMITS, type OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import { normalizeTelefono } from '@ventas/domain/validators/telefono';
import type { ClienteRecord } from '../../clientes/clientes.public';
import { applyProblems } from '../form/apply-problems';
import { ofertaResolver, type OfertaMode } from '../form/oferta-resolver';
import type { OfertaBody } from '../model/draft-to-body';
import { draftForCreate, draftFromDetail } from '../model/initial-draft';
import { operadorPorDefecto, segmentoDeOperador } from '../model/offer-context';
import { duplicatePaquete, emptyPaquete, type OfertaDraft } from '../model/oferta-draft';
import { priceDraft } from '../model/price-draft';
import { fieldProblems, takenTelefono } from '../model/save-errors';
import { useBorradorOferta } from './use-borrador-oferta';
import { useCatalogoOferta } from './use-catalogo-oferta';
import { useOfferShortcuts } from './use-offer-shortcuts';
import { useSaveOferta } from './use-save-oferta';

interface EditorInput {
  record: ClienteRecord;
  detail: OfertaDetail | null;
  operadores: readonly Operator[];
  grupos: readonly string[];
  /** Whose drafts are kept (the signed-in user); null keeps none. */
  userId: number | null;
  /** The offer is saved and read again: the screen shows it (null: it cannot). */
  onSaved: (ofertaId: number | null) => void;
}

const NO_PREVIOUS = new Map<number, CotizacionPaquete>();

function modeOf(detail: OfertaDetail | null): OfertaMode {
  if (!detail) return { edit: false };
  const kept = {
    tipoOferta: detail.tipoOferta,
    isp: detail.isp,
    razonNoInteresado: detail.razonNoInteresado,
  };
  return { edit: true, ofertaId: detail.id, kept };
}

/**
 * The configurator's state: the form over the draft, the catalogue it sells from, the live price
 * (priced as the server will price it), the save and its refusals, and the package actions with
 * their shortcuts.
 */
export function useOfertaEditor({ record, detail, operadores, grupos, userId, onSaved }: EditorInput) {
  const mode = useMemo(() => modeOf(detail), [detail]);
  const [defaults] = useState(() => {
    const operador = operadorPorDefecto(operadores, grupos);
    return detail ? draftFromDetail(detail, record, operador) : draftForCreate(record, operador);
  });
  const form = useForm<OfertaDraft, unknown, OfertaBody>({
    defaultValues: defaults,
    resolver: ofertaResolver(record, mode),
  });
  const { control, setValue, getValues } = form;
  const borrador = useBorradorOferta({
    form,
    ref: userId === null ? null : { userId, clienteId: record.id, ofertaId: detail?.id ?? null },
    defaults,
    base: detail?.updated_on ?? null,
  });
  const paquetes = useFieldArray({ control, name: 'paquetes' });
  // What the price and the catalogue depend on: typing notes or today's price re-renders none of it.
  const [operador, segmentoElegido, tipoIva, recotizar, paquetesDraft, telefonos] = useWatch({
    control,
    name: ['operador', 'segmento', 'tipoIva', 'recotizar', 'paquetes', 'cliente.telefonos_contacto'],
  });
  const draft = {
    operador,
    segmento: segmentoElegido,
    tipoIva,
    recotizar,
    paquetes: paquetesDraft,
    telefonos,
  };
  const addRef = useRef<HTMLButtonElement>(null);
  const sent = useRef<number[]>([]);
  const [telefonoQuitado, setTelefonoQuitado] = useState<string | null>(null);

  const segmento = segmentoDeOperador(draft.operador, draft.segmento);
  const catalogo = useCatalogoOferta(operadores, draft.operador, segmento, draft.paquetes);
  const previous = useMemo(
    () =>
      detail && !draft.recotizar
        ? new Map(detail.paquetes.flatMap((p) => (p.cotizacion ? [[p.id, p.cotizacion] as const] : [])))
        : NO_PREVIOUS,
    [detail, draft.recotizar],
  );
  const pricing = useMemo(
    () =>
      priceDraft({
        paquetes: draft.paquetes,
        tipoIva: draft.tipoIva,
        catalogue: catalogo.quoteCatalogue,
        previous,
        clienteSegmento: record.segmento,
      }),
    [draft.paquetes, draft.tipoIva, catalogo.quoteCatalogue, previous, record.segmento],
  );

  const saver = useSaveOferta({
    clienteId: record.id,
    mode,
    onRefused: (error) => {
      const telefono = takenTelefono(error);
      if (telefono !== null) {
        // SPEC §8: a phone another customer holds leaves this customer's list.
        const kept = getValues('cliente.telefonos_contacto').filter(
          (t) => normalizeTelefono(t) !== normalizeTelefono(telefono),
        );
        setValue('cliente.telefonos_contacto', kept, { shouldDirty: true });
        setTelefonoQuitado(telefono);
      }
      applyProblems(form.setError, fieldProblems(error, sent.current));
    },
    onKept: borrador.limpiar,
    onSaved,
  });
  const save = form.handleSubmit((body) => {
    sent.current = body.sent;
    setTelefonoQuitado(null);
    saver.save(body);
  });

  const full = paquetes.fields.length >= OFERTA_LIMITS.paquetes;
  // While a stored draft is offered back, the shortcuts wait for the answer too.
  const ocupado = borrador.pendiente !== null;
  const actions = {
    save: () => {
      if (!saver.saving && !saver.saved && !ocupado) void save();
    },
    add: () => {
      if (!full && !ocupado)
        paquetes.append(emptyPaquete(), { focusName: `paquetes.${paquetes.fields.length}.tarifa` });
    },
    duplicate: (index: number) => {
      if (!full)
        paquetes.insert(index + 1, duplicatePaquete(getValues(`paquetes.${index}`)), {
          focusName: `paquetes.${index + 1}.tarifa`,
        });
    },
    remove: (index: number) => {
      paquetes.remove(index);
      // The removed card took the focus with it: the add button is where the list goes on.
      addRef.current?.focus();
    },
  };
  useOfferShortcuts({ onAddPaquete: actions.add, onSave: actions.save });

  return {
    form,
    draft,
    segmento,
    paquetes,
    catalogo,
    pricing,
    saver,
    actions,
    addRef,
    telefonoQuitado,
    borrador,
  };
}
