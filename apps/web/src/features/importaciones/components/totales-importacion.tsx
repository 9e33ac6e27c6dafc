import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CLASES,
  CLASES_FILA,
  type TotalesImportacion as Totales,
} from '@ventas/domain/importaciones/importacion-contract';

/** The dry run's count of rows per class, with the classes' labels. */
export function TotalesImportacion({ totales }: { totales: Totales }) {
  const filas = CLASES.reduce((suma, clase) => suma + totales[clase], 0);
  return (
    <Box
      component="dl"
      aria-label="Totales por clase"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1,
        m: 0,
      }}
    >
      {[
        ...CLASES.map((clase) => [CLASES_FILA[clase], totales[clase]] as const),
        ['Filas', filas] as const,
      ].map(([label, total]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {total.toLocaleString('es-ES')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
