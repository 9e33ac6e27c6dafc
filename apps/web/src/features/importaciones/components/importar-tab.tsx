import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FicheroSubido } from '@ventas/domain/importaciones/importacion-contract';
import { importacionQuery } from '../api/importacion-query';
import { ElegirFichero } from './elegir-fichero';
import { ImportacionDetalle } from './importacion-detalle';
import { useImportacionAbierta } from './use-importacion-abierta';
import { MapeoPaso } from './mapeo-paso';
import { PasosImportacion, pasoDe } from './pasos-importacion';

/**
 * /databaseManagement's Importar tab (SuperAdmin, issue 17), a stepper: the file, the origin and
 * the columns' fields, the dry run, the apply. Once checked, the import's id is in the URL
 * (`?importacion=`), so a reload or a later visit finds it where it was.
 */
export function ImportarTab() {
  const [id, abrir] = useImportacionAbierta();
  const [fichero, setFichero] = useState<FicheroSubido | null>(null);
  const record = useQuery({ ...importacionQuery(id ?? 0), enabled: id !== null });

  const otraLista = () => {
    setFichero(null);
    abrir(null);
  };

  if (id !== null)
    return (
      <Box>
        <PasosImportacion activo={pasoDe(record.data)} />
        <ImportacionDetalle id={id} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={otraLista}>Importar otra lista</Button>
        </Box>
      </Box>
    );
  return (
    <Box>
      <PasosImportacion activo={fichero ? 1 : 0} />
      {fichero ? (
        <MapeoPaso fichero={fichero} onCreada={abrir} onOtroFichero={() => setFichero(null)} />
      ) : (
        <ElegirFichero onSubido={setFichero} />
      )}
    </Box>
  );
}
