import Typography from '@mui/material/Typography';
import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';

/**
 * The month's commission, or why there is none (SPEC §9 conditions) written out under it: a
 * printed report has no tooltips.
 */
export function ComisionTexto({ comercial }: { comercial: ComercialProyectado }) {
  if (comercial.comision_total !== null) return <>{formatEuros(comercial.comision_total)}</>;
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
        Sin comisión
      </Typography>
      {(comercial.motivos.length ? comercial.motivos : ['Sin tramo para su consecución']).map((motivo) => (
        <Typography
          key={motivo}
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {motivo}
        </Typography>
      ))}
    </>
  );
}
