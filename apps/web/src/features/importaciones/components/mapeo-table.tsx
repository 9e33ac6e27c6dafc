import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAMPOS,
  CAMPOS_IMPORTACION,
  CAMPOS_REPETIBLES,
  type CampoImportacion,
  type ColumnaFichero,
  type Mapeo,
} from '@ventas/domain/importaciones/importacion-contract';

const NO_IMPORTAR = '';

/** The header as the screen names it: a column without one is called by its number. */
export const nombreColumna = (columna: ColumnaFichero) =>
  columna.cabecera.trim() || `Columna ${columna.indice}`;

/** Fields chosen for more than one column that may come from one only. */
function repetidos(mapeo: Mapeo): Set<CampoImportacion> {
  const vistos = new Set<CampoImportacion>();
  const dobles = new Set<CampoImportacion>();
  for (const campo of Object.values(mapeo)) {
    if (campo === null || CAMPOS_REPETIBLES.includes(campo)) continue;
    if (vistos.has(campo)) dobles.add(campo);
    vistos.add(campo);
  }
  return dobles;
}

interface MapeoTablaProps {
  columnas: readonly ColumnaFichero[];
  mapeo: Mapeo;
  onChange: (indice: number, campo: CampoImportacion | null) => void;
}

/** Each column of the file (header and examples) with the customer field it fills, if any. */
export function MapeoTable({ columnas, mapeo, onChange }: MapeoTablaProps) {
  const dobles = repetidos(mapeo);
  return (
    <Box component="ul" aria-label="Columnas del fichero" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {columnas.map((columna) => {
        const campo = mapeo[String(columna.indice)] ?? null;
        const doble = campo !== null && dobles.has(campo);
        return (
          <Box
            component="li"
            key={columna.indice}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 260px' },
              gap: { xs: 1, sm: 2 },
              alignItems: 'center',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {nombreColumna(columna)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {columna.ejemplos.length ? columna.ejemplos.join(' · ') : 'Sin valores de ejemplo'}
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label={`Campo de «${nombreColumna(columna)}»`}
              value={campo ?? NO_IMPORTAR}
              onChange={(event) =>
                onChange(columna.indice, (event.target.value || null) as CampoImportacion | null)
              }
              error={doble}
              helperText={doble ? 'Este campo ya viene de otra columna' : undefined}
              // "No importar" is a choice like the others: shown, not an empty box.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={NO_IMPORTAR}>No importar</MenuItem>
              {CAMPOS.map((opcion) => (
                <MenuItem key={opcion} value={opcion}>
                  {CAMPOS_IMPORTACION[opcion]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        );
      })}
    </Box>
  );
}
