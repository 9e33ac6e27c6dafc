import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TipoVentaAdmin } from '@ventas/domain/opciones/tipos-venta-contract';
import { useState } from 'react';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { TipoVentaEliminarDialog } from './tipo-venta-eliminar-dialog';
import { TipoVentaFormDialog } from './tipo-venta-form-dialog';
import { tiposVentaQuery } from './tipos-venta-api';
import { TEXTOS_TIPOS_VENTA as TEXTOS } from './tipos-venta-messages';
import { TiposVentaTable, type AccionTipoVenta } from './tipos-venta-table';
import { useTiposVentaAcciones } from './use-tipos-venta-acciones';

type Dialogo = { tipo: 'nuevo' } | { tipo: 'renombrar' | 'eliminar'; fila: TipoVentaAdmin };

/**
 * /ManagementBase · Tipos de venta (issue 29 §5; Admin and above): the distributor's closed list
 * of sale types that the offer configurator offers, the statistics group by and Teletrabajo
 * filters on. Add, rename, reorder, deactivate and delete (refused while packages hold the type).
 */
export function TiposVentaTab() {
  const tipos = useQuery(tiposVentaQuery);
  const acciones = useTiposVentaAcciones();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const cerrar = () => setDialogo(null);
  const actuar = (accion: AccionTipoVenta, fila: TipoVentaAdmin, indice: number) => {
    if (accion === 'renombrar' || accion === 'eliminar') setDialogo({ tipo: accion, fila });
    else if (accion === 'activar' || accion === 'desactivar')
      acciones.cambiarEstado(fila, accion === 'activar');
    else acciones.mover(tipos.data ?? [], indice, accion === 'subir' ? -1 : 1);
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="h2">
          {TEXTOS.titulo}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogo({ tipo: 'nuevo' })}>
          {TEXTOS.nuevo}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {TEXTOS.explicacion}
      </Typography>
      {tipos.isError && !tipos.data ? (
        <ListErrorAlert text={TEXTOS.errorLista} onRetry={() => void tipos.refetch()} />
      ) : !tipos.data ? (
        <Stack spacing={1} role="progressbar" aria-label={TEXTOS.cargando}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : tipos.data.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }}>{TEXTOS.vacio}</Typography>
      ) : (
        <TiposVentaTable tipos={tipos.data} ocupado={acciones.ocupado} onAccion={actuar} />
      )}
      {dialogo?.tipo === 'nuevo' && <TipoVentaFormDialog tipo={null} onClose={cerrar} />}
      {dialogo?.tipo === 'renombrar' && <TipoVentaFormDialog tipo={dialogo.fila} onClose={cerrar} />}
      {dialogo?.tipo === 'eliminar' && (
        <TipoVentaEliminarDialog
          tipo={dialogo.fila}
          onClose={cerrar}
          onDesactivar={() => {
            acciones.cambiarEstado(dialogo.fila, false);
            cerrar();
          }}
        />
      )}
    </Stack>
  );
}
