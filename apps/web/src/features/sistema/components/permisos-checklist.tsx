import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Permission } from '@ventas/domain/permissions/registry-contract';
import { screensSwitchedBy } from '@ventas/domain/permissions/web-navigation';
import { foldName } from '@ventas/domain/postal-codes/postal-code-index';
import { useState } from 'react';

interface PermisosChecklistProps {
  permisos: readonly Permission[];
  marcados: ReadonlySet<number>;
  onChange: (marcados: ReadonlySet<number>) => void;
}

/**
 * Every permission as a checkbox, narrowed by a search on name or codename (accents and case
 * ignored). The search only hides rows: what is ticked stays ticked. A permission that switches
 * screens on says which (issue 29 §3): ticking it opens them to the group's distributors.
 */
export function PermisosChecklist({ permisos, marcados, onChange }: PermisosChecklistProps) {
  const [busqueda, setBusqueda] = useState('');
  const texto = foldName(busqueda.trim());
  const visibles = permisos.filter(
    (permiso) => foldName(permiso.name).includes(texto) || permiso.codename.includes(texto),
  );
  const alternar = (id: number) => {
    const next = new Set(marcados);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <>
      <TextField
        type="search"
        label="Buscar permiso"
        size="small"
        fullWidth
        value={busqueda}
        onChange={(event) => setBusqueda(event.target.value)}
        sx={{ mb: 1 }}
      />
      {visibles.length === 0 ? (
        <Typography sx={{ py: 2 }}>Ningún permiso coincide con «{busqueda}».</Typography>
      ) : (
        <FormGroup aria-label="Permisos">
          {visibles.map((permiso) => (
            <FormControlLabel
              key={permiso.id}
              control={<Checkbox checked={marcados.has(permiso.id)} onChange={() => alternar(permiso.id)} />}
              label={
                <>
                  {permiso.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({permiso.codename})
                  </Typography>
                  <Abre pantallas={screensSwitchedBy(permiso.codename)} />
                </>
              }
            />
          ))}
        </FormGroup>
      )}
    </>
  );
}

/** The screens a permission opens, under its name; nothing for one no screen reads. */
function Abre({ pantallas }: { pantallas: readonly string[] }) {
  if (pantallas.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Abre: {pantallas.join(', ')}
    </Typography>
  );
}
