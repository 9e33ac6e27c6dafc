import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  MENSAJES_IMPORTACION as M,
  mapeoSchema,
  type CampoImportacion,
  type FicheroSubido,
  type Mapeo,
} from '@ventas/domain/importaciones/importacion-contract';
import { sugerirMapeo } from '@ventas/domain/importaciones/importacion-mapeo';
import { crearImportacion } from '../api/crear-importacion';
import { mapeoGuardadoQuery } from '../api/mapeo-guardado-query';
import { MapeoTable } from './mapeo-table';
import { requestErrorText } from '../../../components/job-progress/job-error-message';
import { OrigenSelect } from './origen-select';

const NO_CARGA_MAPEO = 'No se ha podido cargar la asignación guardada de este origen';

interface MapeoPasoProps {
  fichero: FicheroSubido;
  onCreada: (id: number) => void;
  onOtroFichero: () => void;
}

/**
 * Step 2: the origin, then which field each column fills. The suggestion (the origin's saved
 * mapping, then the usual header names) is the starting point; the user's changes sit on top of
 * it, and a new origin starts again from its own suggestion.
 */
export function MapeoPaso({ fichero, onCreada, onOtroFichero }: MapeoPasoProps) {
  const [origen, setOrigen] = useState<number | null>(null);
  const [cambios, setCambios] = useState<Mapeo>({});
  const guardado = useQuery({ ...mapeoGuardadoQuery(origen ?? 0), enabled: origen !== null });
  const sugerido = useMemo(
    () => (guardado.data ? sugerirMapeo(fichero.columnas, guardado.data.mapeo) : null),
    [fichero.columnas, guardado.data],
  );
  const mapeo = useMemo(() => (sugerido ? { ...sugerido, ...cambios } : null), [sugerido, cambios]);
  const validado = mapeo ? mapeoSchema.safeParse(mapeo) : null;
  const faltas = validado?.success === false ? [...new Set(validado.error.issues.map((i) => i.message))] : [];
  const comprobar = useMutation({ mutationFn: crearImportacion, onSuccess: ({ id }) => onCreada(id) });

  const elegirOrigen = (id: number) => {
    setOrigen(id);
    setCambios({});
  };
  const cambiar = (indice: number, campo: CampoImportacion | null) =>
    setCambios((antes) => ({ ...antes, [String(indice)]: campo }));

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {`${fichero.fichero}: ${fichero.columnas.length} columnas. ${M.subido}`}
      </Alert>
      <OrigenSelect value={origen} onChange={elegirOrigen} />
      {origen !== null && guardado.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 3 }}>
          <CircularProgress aria-label="Cargando la asignación de columnas" />
        </Box>
      )}
      {guardado.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {NO_CARGA_MAPEO}
        </Alert>
      )}
      {mapeo && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
            Qué campo es cada columna
          </Typography>
          <MapeoTable columnas={fichero.columnas} mapeo={mapeo} onChange={cambiar} />
          {faltas.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }} role="status">
              {faltas.map((falta) => (
                <div key={falta}>{falta}</div>
              ))}
            </Alert>
          )}
        </>
      )}
      {comprobar.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {requestErrorText(comprobar.error) ?? M.errorSimulacion}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onOtroFichero} disabled={comprobar.isPending}>
          Otro fichero
        </Button>
        <Button
          variant="contained"
          disabled={!validado?.success || origen === null}
          loading={comprobar.isPending}
          onClick={() =>
            validado?.success &&
            origen !== null &&
            comprobar.mutate({
              subida: fichero.subida,
              fichero: fichero.fichero,
              origen_bbdd: origen,
              mapeo: validado.data,
            })
          }
        >
          Comprobar
        </Button>
      </Box>
    </Box>
  );
}
