import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

interface ConsultaFormProps {
  /** The form's name for assistive technology ("Consulta por dirección"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** More actions beside "Consultar" (provider C's "Obtener coordenadas"). */
  acciones?: ReactNode;
  /** The fields' columns from a tablet up (address wide, postal code narrow, unless told). */
  columnas?: string;
}

/** A lookup's fields and its "Consultar" button: Enter in any field submits (a real form). */
export function ConsultaForm({ label, onSubmit, children, acciones, columnas }: ConsultaFormProps) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columnas ?? 'minmax(0, 3fr) minmax(0, 1fr)' },
        }}
      >
        {children}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {acciones}
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Consultar
        </Button>
      </Box>
    </Box>
  );
}
