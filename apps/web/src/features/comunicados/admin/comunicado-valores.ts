import {
  comunicadoFormSchema,
  type ComunicadoDestino,
  type ComunicadoForm,
} from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { Control } from 'react-hook-form';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';

/** The new-communication form as it is edited ('' = no role chosen yet). */
export interface ValoresComunicado {
  message_title: string;
  message_body: string;
  priority: ComunicadoForm['priority'];
  destino: ComunicadoDestino;
  destino_rol: string;
  receivers: number[];
}

export const VALORES_INICIALES: ValoresComunicado = {
  message_title: '',
  message_body: '',
  priority: 'LOW',
  destino: 'PERSONAS',
  destino_rol: '',
  receivers: [],
};

/**
 * The API's schema checks the form; only the chosen audience's part is sent (switching from
 * people to a role keeps the people picked, unsent, in case the Admin switches back).
 */
export const resolverComunicado = schemaResolver<ValoresComunicado, ComunicadoForm>(
  comunicadoFormSchema,
  (values) => ({
    ...values,
    destino_rol: values.destino === 'ROL' && values.destino_rol !== '' ? Number(values.destino_rol) : null,
    receivers: values.destino === 'PERSONAS' ? values.receivers : [],
  }),
);

export type ControlComunicado = Control<ValoresComunicado, unknown, ComunicadoForm>;
