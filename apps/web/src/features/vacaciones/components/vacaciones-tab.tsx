import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { HolidayRow } from '@ventas/domain/cuentas/holidays-contract';
import { useMemo, useState } from 'react';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import type { Option } from '../../../lib/option';
import { MesPicker } from '../../calculadora/calculadora.public';
import { comercialesQuery } from '../../clientes/clientes.public';
import { holidaysQuery } from '../api/holidays-calls';
import { mesActual, rangoDelMes } from '../model/periodo';
import { BorrarVacacionesDialog } from './borrar-vacaciones-dialog';
import { VacacionesDialog, type VacacionesDialogState } from './vacaciones-dialog';
import { VacacionesList } from './vacaciones-list';

const TODOS = '';

/** /ManagementBase's Vacaciones tab (Admin+): a month's holidays, one commercial's or everyone's. */
export function VacacionesTab() {
  const [mes, setMes] = useState(mesActual);
  const [commercial, setCommercial] = useState<number | null>(null);
  const [dialog, setDialog] = useState<VacacionesDialogState | null>(null);
  const [borrando, setBorrando] = useState<HolidayRow | null>(null);
  const holidays = useQuery(holidaysQuery({ ...rangoDelMes(mes), commercial }));
  const comerciales = useQuery(comercialesQuery);
  // 'Por asignar' (id 'null') is no one to give days off to.
  const opciones = useMemo<Option[]>(
    () =>
      (comerciales.data ?? []).flatMap((c) =>
        typeof c.id === 'number' ? [{ value: String(c.id), label: c.nombre_completo }] : [],
      ),
    [comerciales.data],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <MesPicker mes={mes} onChange={setMes} />
        <TextField
          select
          size="small"
          label="Comercial"
          value={commercial === null ? TODOS : String(commercial)}
          onChange={(event) =>
            setCommercial(event.target.value === TODOS ? null : Number(event.target.value))
          }
          sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
        >
          <MenuItem value={TODOS}>
            <em>Todos</em>
          </MenuItem>
          {opciones.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ mode: 'CREATE', commercial })}
        >
          Nuevas vacaciones
        </Button>
      </Box>
      {comerciales.isError && (
        <Alert severity="warning">
          No se ha podido cargar la lista de comerciales: recargue la página para elegir uno.
        </Alert>
      )}
      {holidays.isFetching && <LinearProgress aria-label="Cargando vacaciones" />}
      {holidays.isError ? (
        <ListErrorAlert
          text="No se han podido cargar las vacaciones."
          onRetry={() => void holidays.refetch()}
        />
      ) : holidays.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No hay vacaciones en este mes.
        </Typography>
      ) : (
        holidays.data && (
          <VacacionesList
            rows={holidays.data}
            onEdit={(row) => setDialog({ mode: 'EDIT', row })}
            onDelete={setBorrando}
          />
        )
      )}
      {dialog && <VacacionesDialog state={dialog} comerciales={opciones} onClose={() => setDialog(null)} />}
      {borrando && <BorrarVacacionesDialog row={borrando} onClose={() => setBorrando(null)} />}
    </Box>
  );
}
