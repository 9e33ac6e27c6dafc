import type { CalendarioEmpresa } from '@ventas/domain/calendario/calendario-contract';
import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import { sendCall } from '../../../api/send-call';

/** Replaces the place and the whole list of own days (Admin): the calendar as saved. */
export function saveCalendarioEmpresa(body: CalendarioEmpresa) {
  return sendCall(calendarioCalls.saveEmpresa, { body });
}
