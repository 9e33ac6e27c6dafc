import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMUNIDADES_AUTONOMAS,
  MUNICIPIOS_CON_FESTIVOS,
  esComunidadAutonoma,
} from '@ventas/domain/calculadora/comunidades-autonomas';
import { MAX_NOMBRE_FESTIVO } from '@ventas/domain/calendario/calendario-contract';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { calendarioKeys } from '../api/calendario-keys';
import { saveCalendarioEmpresa } from '../api/save-calendario-empresa';
import { MENSAJES_CALENDARIO } from '../calendario-messages';

interface Empresa {
  comunidad_autonoma: string | null;
  municipio: string | null;
  festivos: Array<{ dia: string; nombre: string }>;
}

const NINGUNA = '';

/** The company calendar's fields; saving replaces the place and the whole list of own days. */
export function CalendarioEmpresaForm({ inicial, onClose }: { inicial: Empresa; onClose: () => void }) {
  const [comunidad, setComunidad] = useState(inicial.comunidad_autonoma ?? NINGUNA);
  const [municipio, setMunicipio] = useState(inicial.municipio ?? NINGUNA);
  const [festivos, setFestivos] = useState(inicial.festivos);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const guardar = useMutation({
    mutationFn: saveCalendarioEmpresa,
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_CALENDARIO.guardado);
      void queryClient.invalidateQueries({ queryKey: calendarioKeys.todo });
      onClose();
    },
    onError: (error) => snackbar.showError(MENSAJES_CALENDARIO.errorGuardar, error),
  });
  const municipios = esComunidadAutonoma(comunidad) ? MUNICIPIOS_CON_FESTIVOS[comunidad] : undefined;
  const cambiarFestivo = (index: number, campo: 'dia' | 'nombre', valor: string) =>
    setFestivos((actuales) => actuales.map((f, i) => (i === index ? { ...f, [campo]: valor } : f)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        guardar.mutate({ comunidad_autonoma: comunidad || null, municipio: municipio || null, festivos });
      }}
    >
      <DialogContent>
        <Stack spacing={2}>
          <TextField
            select
            label="Comunidad autónoma"
            value={comunidad}
            onChange={(event) => {
              setComunidad(event.target.value);
              setMunicipio(NINGUNA);
            }}
          >
            <MenuItem value={NINGUNA}>Ninguna (solo festivos nacionales)</MenuItem>
            {Object.entries(COMUNIDADES_AUTONOMAS).map(([code, nombre]) => (
              <MenuItem key={code} value={code}>
                {nombre}
              </MenuItem>
            ))}
          </TextField>
          {municipios && (
            <TextField
              select
              label="Municipio o isla"
              value={municipio}
              onChange={(e) => setMunicipio(e.target.value)}
            >
              <MenuItem value={NINGUNA}>Toda la comunidad</MenuItem>
              {Object.entries(municipios).map(([code, nombre]) => (
                <MenuItem key={code} value={code}>
                  {nombre}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Typography variant="subtitle2" component="h3">
            Festivos propios
          </Typography>
          {festivos.map((festivo, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                type="date"
                label="Día"
                size="small"
                value={festivo.dia}
                onChange={(event) => cambiarFestivo(index, 'dia', event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Nombre"
                size="small"
                value={festivo.nombre}
                onChange={(event) => cambiarFestivo(index, 'nombre', event.target.value)}
                slotProps={{ htmlInput: { maxLength: MAX_NOMBRE_FESTIVO } }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={`Quitar ${festivo.nombre || 'el día'}`}
                onClick={() => setFestivos((actuales) => actuales.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setFestivos((actuales) => [...actuales, { dia: '', nombre: '' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Añadir día
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={guardar.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </form>
  );
}
