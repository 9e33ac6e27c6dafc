import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { eliminarObjetivo } from '../../api/eliminar-objetivo';
import { tiposObjetivoCalculadoraQuery } from '../../api/tipos-objetivo-query';
import { MENSAJES_ADMIN, MENSAJES_CALCULADORA } from '../../calculadora-messages';
import type { ObjetivoMes } from '../objetivo-columnas';
import { ObjetivosTable } from '../objetivos-table';
import { ObjetivoEditor } from './objetivo-editor';
import { useEliminar } from './use-eliminar';

/** An Admin's objectives (decision 84): edit a row in place, delete it after confirming, add a family. */
export function ObjetivosAdmin({ datos }: { datos: ObjetivoMesResponse }) {
  const [editando, setEditando] = useState<number | null>(null);
  const [anadiendo, setAnadiendo] = useState(false);
  const [borrando, setBorrando] = useState<ObjetivoMes | null>(null);
  const tipos = useQuery({ ...tiposObjetivoCalculadoraQuery, enabled: anadiendo });
  const eliminar = useEliminar(eliminarObjetivo, {
    hecho: MENSAJES_ADMIN.objetivoEliminado,
    fallo: MENSAJES_ADMIN.errorEliminarObjetivo,
  });
  const contexto = { comercial: datos.comercial.id, mes: datos.mes };
  const usadas = new Set(datos.objetivos.map((o) => o.familia));
  const familias = (tipos.data ?? [])
    .filter((tipo) => !usadas.has(tipo.id))
    .map((tipo) => ({ value: String(tipo.id), label: tipo.nombre }));

  return (
    <>
      {datos.objetivos.length === 0 ? (
        <Alert severity="info">{MENSAJES_CALCULADORA.sinObjetivos}</Alert>
      ) : (
        <ObjetivosTable
          objetivos={datos.objetivos}
          edicion={{
            editor: (o) =>
              o.id === editando ? (
                <ObjetivoEditor {...contexto} objetivo={o} onDone={() => setEditando(null)} />
              ) : null,
            acciones: (o) => (
              <>
                <IconButton
                  size="small"
                  aria-label={`Editar ${o.familia_nombre}`}
                  onClick={() => setEditando(o.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Eliminar ${o.familia_nombre}`}
                  onClick={() => setBorrando(o)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            ),
          }}
        />
      )}
      {anadiendo ? (
        <Paper variant="outlined" sx={{ px: 2, mt: 1 }}>
          {tipos.isError && <Alert severity="error">{MENSAJES_ADMIN.errorTiposObjetivo}</Alert>}
          <ObjetivoEditor
            {...contexto}
            objetivo={null}
            familias={familias}
            onDone={() => setAnadiendo(false)}
          />
        </Paper>
      ) : (
        <Button startIcon={<AddIcon />} onClick={() => setAnadiendo(true)} sx={{ mt: 1 }}>
          Añadir familia
        </Button>
      )}
      <ConfirmDialog
        open={borrando !== null}
        title="Eliminar objetivo"
        text={`Se eliminará el objetivo de ${borrando?.familia_nombre ?? ''} de este mes.`}
        confirmLabel="Eliminar"
        destructive
        busy={eliminar.isPending}
        onCancel={() => setBorrando(null)}
        onConfirm={() => borrando && eliminar.mutate(borrando.id, { onSettled: () => setBorrando(null) })}
      />
    </>
  );
}
