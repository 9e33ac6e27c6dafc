import {
  calendarioEmpresaResponseSchema,
  type CalendarioEmpresa,
} from '@ventas/domain/calendario/calendario-contract';
import { api } from '../../../api/api';

/** PUT /api/calculadora/calendario-empresa/ (Admin): replaces the place and the whole list of own days. */
export async function saveCalendarioEmpresa(body: CalendarioEmpresa) {
  return calendarioEmpresaResponseSchema.parse(
    await api.put<unknown>('/api/calculadora/calendario-empresa/', body),
  );
}
