import { useQueryClient } from '@tanstack/react-query';
import {
  MENSAJES_VISTAS,
  type PantallaVista,
  type Vista,
  type VistaCambio,
} from '@ventas/domain/vistas/vistas-contract';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { updateVista, createVista } from '../api/save-vista';
import { vistasKeys } from '../api/vistas-keys';
import type { ValoresVista } from './vista-dialog';

/**
 * Saving a view: a new one holds the screen's current query; an edit sends only what changed
 * (nothing changed: no call). Errors are left to the dialog, which shows them on its fields.
 */
export function useSaveVista(pantalla: PantallaVista, consultaActual: string) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const hecho = async (mensaje: string) => {
    snackbar.showSuccess(mensaje);
    await queryClient.invalidateQueries({ queryKey: vistasKeys.pantalla(pantalla) });
  };

  const crear = async ({ nombre, compartida }: ValoresVista) => {
    await createVista({ pantalla, nombre, compartida, consulta: consultaActual });
    await hecho(MENSAJES_VISTAS.guardada);
  };

  const editar = async (vista: Vista, valores: ValoresVista) => {
    const cambio: VistaCambio = {
      ...(valores.nombre !== vista.nombre ? { nombre: valores.nombre } : {}),
      ...(valores.compartida !== vista.compartida ? { compartida: valores.compartida } : {}),
      ...(valores.sustituir ? { consulta: consultaActual } : {}),
    };
    if (Object.keys(cambio).length === 0) return;
    await updateVista(vista.id, cambio);
    await hecho(MENSAJES_VISTAS.guardada);
  };

  return { crear, editar };
}
