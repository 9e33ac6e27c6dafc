import Box from '@mui/material/Box';
import type { AgendadoCalendario, DiaCalendario } from '@ventas/domain/calendario/calendario-contract';
import { DIAS_SEMANA, nombreDia, semanas } from '../model/semanas';
import { DiaDetalle } from './dia-detalle';

interface VistaMesProps {
  dias: readonly DiaCalendario[];
  agendados: ReadonlyMap<string, AgendadoCalendario[]>;
  hoy: string;
  /** Whose month: the owner of its callbacks. */
  comercialId: number;
}

const celda = { border: 1, borderColor: 'divider', p: 0.75, verticalAlign: 'top' } as const;

/** The month as a table of weeks, Monday to Sunday (desktop and tablet). */
export function CalendarioGrid({ dias, agendados, hoy, comercialId }: VistaMesProps) {
  return (
    <Box
      component="table"
      aria-label="Días del mes"
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', bgcolor: 'background.paper' }}
    >
      <thead>
        <tr>
          {DIAS_SEMANA.map((nombre) => (
            <Box
              component="th"
              scope="col"
              key={nombre}
              sx={{ ...celda, textTransform: 'capitalize', fontWeight: 500 }}
            >
              {nombre}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanas(dias).map((semana) => (
          <tr key={semana.find(Boolean)?.dia}>
            {semana.map((dia, index) =>
              dia ? (
                <Box
                  component="td"
                  key={dia.dia}
                  aria-label={nombreDia(dia.dia)}
                  aria-current={dia.dia === hoy ? 'date' : undefined}
                  sx={{
                    ...celda,
                    height: 96,
                    bgcolor: dia.peso === '0.0' ? 'action.hover' : undefined,
                    outline: dia.dia === hoy ? 2 : 0,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  }}
                >
                  <Box sx={{ fontWeight: 600 }}>{Number(dia.dia.slice(8))}</Box>
                  <DiaDetalle dia={dia} agendados={agendados.get(dia.dia) ?? []} comercialId={comercialId} />
                </Box>
              ) : (
                <Box component="td" key={`vacio-${index}`} sx={celda} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export type { VistaMesProps };
