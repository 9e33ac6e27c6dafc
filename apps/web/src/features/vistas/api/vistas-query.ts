import { queryOptions } from '@tanstack/react-query';
import type { PantallaVista } from '@ventas/domain/vistas/vistas-contract';
import { vistasCalls } from '@ventas/domain/vistas/vistas.calls';
import { sendCall } from '../../../api/send-call';
import { vistasKeys } from './vistas-keys';

/** The caller's views of a screen, then those shared with them. */
export const vistasQuery = (pantalla: PantallaVista) =>
  queryOptions({
    queryKey: vistasKeys.pantalla(pantalla),
    queryFn: ({ signal }) => sendCall(vistasCalls.list, { query: { pantalla } }, { signal }),
  });
