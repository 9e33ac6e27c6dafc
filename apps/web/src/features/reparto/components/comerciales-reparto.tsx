import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { MAX_PESO_REPARTO, type ModoReparto } from '@ventas/domain/reparto/reparto-contract';
import type { Comercial } from '@ventas/domain/telework/comerciales-contract';
import { comercialesQuery } from '../../clientes/clientes.public';

/** Only live accounts can be dealt to (ALTA; the API refuses others). */
const deAlta = (rows: unknown[]): Comercial[] =>
  rows.filter(
    (row): row is Comercial =>
      typeof (row as Comercial).id === 'number' && (row as Comercial).estado === 'ALTA',
  );

interface ComercialesRepartoProps {
  elegidos: Comercial[];
  onElegidos: (comerciales: Comercial[]) => void;
  modo: ModoReparto;
  onModo: (modo: ModoReparto) => void;
  pesos: Record<number, string>;
  onPeso: (id: number, peso: string) => void;
  disabled: boolean;
}

export const pesoValido = (texto: string | undefined) =>
  /^\d{1,4}$/.test(texto ?? '') && Number(texto) <= MAX_PESO_REPARTO;

/** The commercials to deal to, in the order chosen, and how: evenly or by a weight each. */
export function ComercialesReparto(props: ComercialesRepartoProps) {
  const { elegidos, onElegidos, modo, onModo, pesos, onPeso, disabled } = props;
  const comerciales = useQuery(comercialesQuery);
  const opciones = deAlta(comerciales.data ?? []);
  return (
    <Stack spacing={1.5}>
      <Autocomplete
        multiple
        options={opciones}
        value={elegidos}
        onChange={(_, value) => onElegidos(value)}
        getOptionLabel={(option) => option.nombre_completo}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={comerciales.isLoading}
        loadingText="Cargando comerciales…"
        noOptionsText={comerciales.isError ? 'No se pudieron cargar los comerciales' : 'Sin comerciales'}
        disabled={disabled}
        sx={{ maxWidth: 720 }}
        renderInput={(params) => <TextField {...params} size="small" label="Comerciales" />}
      />
      <RadioGroup
        row
        aria-label="Modo de reparto"
        value={modo}
        onChange={(event) => onModo(event.target.value as ModoReparto)}
      >
        <FormControlLabel value="igual" control={<Radio />} label="A partes iguales" disabled={disabled} />
        <FormControlLabel value="pesos" control={<Radio />} label="Por pesos" disabled={disabled} />
      </RadioGroup>
      {modo === 'pesos' && elegidos.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
            maxWidth: 720,
          }}
        >
          {elegidos.map((comercial) => {
            const texto = pesos[comercial.id] ?? '1';
            return (
              <TextField
                key={comercial.id}
                size="small"
                type="number"
                label={`Peso de ${comercial.nombre_completo}`}
                value={texto}
                onChange={(event) => onPeso(comercial.id, event.target.value)}
                error={!pesoValido(texto)}
                helperText={pesoValido(texto) ? undefined : `Entero entre 0 y ${MAX_PESO_REPARTO}`}
                disabled={disabled}
                slotProps={{ htmlInput: { min: 0, max: MAX_PESO_REPARTO, step: 1, inputMode: 'numeric' } }}
              />
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
