import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  additionalInfoCreateSchema,
  type AdditionalInfo,
  type AdditionalInfoCreate,
} from '@ventas/domain/telework/additional-info-contract';
import type { PaqueteListRow } from '@ventas/domain/telework/paquetes-list-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../../api/api-error';
import { applyServerFieldErrors } from '../../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import {
  additionalInfoQuery,
  cambiarAdditionalInfo,
  crearAdditionalInfo,
} from '../../api/additional-info-calls';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { MENSAJES_PEDIDO } from '../../calculadora-messages';

/**
 * The inputs as edited: text as typed, days 'YYYY-MM-DD' ('' for none, FECHA_INCOMPLETA for a
 * day half typed, which the schema refuses with its message rather than saving it as none).
 */
export interface AdditionalInfoValores {
  numero_pedido: string;
  fecha_solicitud: string;
  fecha_instalacion: string;
  fecha_activacion: string;
  portabilidad: boolean;
  operador_donante: string;
  observaciones: string;
}

export const FECHA_INCOMPLETA = 'incompleta';

const valoresDe = (info: AdditionalInfo | null): AdditionalInfoValores => ({
  numero_pedido: info?.numero_pedido ?? '',
  fecha_solicitud: info?.fecha_solicitud ?? '',
  fecha_instalacion: info?.fecha_instalacion ?? '',
  fecha_activacion: info?.fecha_activacion ?? '',
  portabilidad: info?.portabilidad ?? false,
  operador_donante: info?.operador_donante ?? '',
  observaciones: info?.observaciones ?? '',
});

/** What the domain schema reads: blanks clear a field; no portability, no donor operator. */
const entrada = (paquete: number, valores: AdditionalInfoValores) => ({
  paquete,
  ...valores,
  operador_donante: valores.portabilidad ? valores.operador_donante : null,
});

/**
 * A package's order info (decision 75), checked by the API's own schema and saved by POST or PUT.
 * A package whose row names its order info has it read first; one that has none starts empty
 * (no read answered 404 for nothing). A refused save keeps the input and puts the server's
 * messages on their fields; a refused create (409: recorded meanwhile) reads it, so the next save
 * changes that one.
 */
export function useAdditionalInfoForm(
  { id: paquete, additional_info_id }: Pick<PaqueteListRow, 'id' | 'additional_info_id'>,
  onSaved: () => void,
) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  // Also read when this screen saved it a moment ago (the row may not show it yet).
  const [leer, setLeer] = useState(
    () =>
      additional_info_id !== null ||
      queryClient.getQueryData(calculadoraKeys.additionalInfo(paquete)) !== undefined,
  );
  const leida = useQuery({ ...additionalInfoQuery(paquete), enabled: leer });
  // Not read: none recorded, as the GET's 404 answers too.
  const info = {
    data: leer ? leida.data : null,
    isPending: leer && leida.isPending,
    isError: leer && leida.isError,
    refetch: () => void leida.refetch(),
  };
  const form = useForm<AdditionalInfoValores, unknown, AdditionalInfoCreate>({
    defaultValues: valoresDe(null),
    // Loaded (or re-read after a refused create) values fill the form; what the user changed stays.
    values: info.data === undefined ? undefined : valoresDe(info.data),
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(additionalInfoCreateSchema, (valores) => entrada(paquete, valores)),
  });
  const guardar = useMutation({
    mutationFn: ({ paquete: _paquete, ...campos }: AdditionalInfoCreate) =>
      info.data ? cambiarAdditionalInfo(info.data.id, campos) : crearAdditionalInfo({ paquete, ...campos }),
  });
  const submit = form.handleSubmit(async (datos) => {
    try {
      const guardada = await guardar.mutateAsync(datos);
      queryClient.setQueryData(calculadoraKeys.additionalInfo(paquete), guardada);
      setLeer(true);
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(MENSAJES_PEDIDO.errorGuardar, enCampos > 0 ? undefined : error);
      if (isApiError(error) && error.status === 409) setLeer(true);
      return;
    }
    snackbar.showSuccess(MENSAJES_PEDIDO.guardados);
    // The packages' rows carry whether each has order info.
    void queryClient.invalidateQueries({ queryKey: calculadoraKeys.paquetes });
    onSaved();
  });
  return { form, info, submit, saving: guardar.isPending };
}
