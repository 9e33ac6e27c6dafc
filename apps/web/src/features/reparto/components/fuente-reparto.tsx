import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import type { FiltrosTeletrabajo } from '@ventas/domain/gerencia/gerencia-figuras';
import { useOrigenes } from '../../../api/initial-options';
import { enlaceSinAsignar } from '../model/reparto-filtros';

export type Fuente = 'origen' | 'consulta';

interface FuenteRepartoProps {
  fuente: Fuente;
  onFuente: (fuente: Fuente) => void;
  origen: number | null;
  onOrigen: (origen: number | null) => void;
  consulta: string;
  onConsulta: (consulta: string) => void;
  /** The filters the choice makes (null: none yet), for the link that checks them. */
  filtros: FiltrosTeletrabajo | null;
  disabled: boolean;
}

/** Which customers to deal: an origin's, or those of a Teletrabajo query (a pasted address or saved view). */
export function FuenteReparto(props: FuenteRepartoProps) {
  const { fuente, onFuente, origen, onOrigen, consulta, onConsulta, filtros, disabled } = props;
  const origenes = useOrigenes();
  const consultaVacia = fuente === 'consulta' && consulta.trim() !== '' && filtros === null;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <RadioGroup
        row
        aria-label="Clientes a repartir"
        value={fuente}
        onChange={(event) => onFuente(event.target.value as Fuente)}
      >
        <FormControlLabel value="origen" control={<Radio />} label="Un origen" disabled={disabled} />
        <FormControlLabel
          value="consulta"
          control={<Radio />}
          label="Usar una vista de Teletrabajo"
          disabled={disabled}
        />
      </RadioGroup>
      {fuente === 'origen' ? (
        <TextField
          select
          size="small"
          label="Origen BBDD"
          // Until the origins arrive (or for an id that is not one), nothing shows as chosen.
          value={origenes.some((o) => o.id === origen) ? String(origen) : ''}
          onChange={(event) => onOrigen(event.target.value ? Number(event.target.value) : null)}
          disabled={disabled}
          sx={{ maxWidth: 420 }}
        >
          {origenes.length === 0 && (
            <MenuItem value="" disabled>
              No hay orígenes
            </MenuItem>
          )}
          {origenes.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.nombre}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label="Consulta de Teletrabajo"
          placeholder="/teletrabajo?origenBbdd=3&estadoCliente=NUEVO"
          helperText={
            consultaVacia
              ? 'La consulta no tiene filtros de Teletrabajo'
              : 'Pegue la dirección de Teletrabajo con sus filtros (o la consulta de una vista guardada)'
          }
          error={consultaVacia}
          value={consulta}
          onChange={(event) => onConsulta(event.target.value)}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ maxWidth: 720 }}
        />
      )}
      {filtros && (
        <Link component={RouterLink} to={enlaceSinAsignar(filtros)} target="_blank" rel="noopener">
          Abrir en Teletrabajo los clientes sin asignar
        </Link>
      )}
    </Stack>
  );
}
