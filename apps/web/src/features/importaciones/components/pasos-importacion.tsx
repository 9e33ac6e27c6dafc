import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';

export const PASOS = ['Fichero', 'Origen y columnas', 'Comprobación', 'Aplicar'] as const;

/** The step an import record is at: checking, applying, or past the last step once applied. */
export function pasoDe(importacion: Importacion | undefined): number {
  switch (importacion?.estado) {
    case 'SIMULADA':
    case 'APLICANDO':
      return 3;
    case 'APLICADA':
    case 'DESHACIENDO':
    case 'DESHECHA':
      return PASOS.length;
    default:
      return 2;
  }
}

/** The import's steps; a phone shows the current one in words (four labels do not fit 360 px). */
export function PasosImportacion({ activo }: { activo: number }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    const texto =
      activo >= PASOS.length
        ? 'Importación terminada'
        : `Paso ${activo + 1} de ${PASOS.length}: ${PASOS[activo]}`;
    return (
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 2 }}>
        {texto}
      </Typography>
    );
  }
  return (
    <Stepper activeStep={activo} alternativeLabel sx={{ mb: 3 }} aria-label="Pasos de la importación">
      {PASOS.map((paso) => (
        <Step key={paso}>
          <StepLabel>{paso}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
