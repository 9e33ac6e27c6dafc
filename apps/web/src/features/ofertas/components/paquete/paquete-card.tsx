import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { KIND_OF_LINEA, type TipoLinea } from '@ventas/domain/ofertas/oferta-cotizacion';
import type { PaqueteDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { Segment } from '@ventas/domain/ofertas/price-oferta';
import { estadoDelPaquete } from '@ventas/domain/telework/paquete-estados';
import { estadoPaqueteLabel } from '../../../clientes/clientes.public';
import { financiable } from '../../api/cuotas-query';
import type { OfertaControl, OfertaSetValue } from '../../form/oferta-form-types';
import { lineaKey } from '@ventas/domain/ofertas/quote-oferta';
import type { CatalogoOferta } from '../../hooks/use-catalogo-oferta';
import { withLinea, type PaqueteDraft } from '../../model/oferta-draft';
import { savedNames } from '../../model/paquete-options';
import type { PaquetePricing } from '../../model/price-draft';
import { DispositivoFields } from './dispositivo-fields';
import { PromocionesField, SeguroField, SvasField } from './extra-fields';
import { LineaFields } from './linea-fields';
import { PaquetePrecio } from './paquete-precio';
import { VentaFields } from './venta-fields';

export interface PaqueteShared {
  control: OfertaControl;
  setValue: OfertaSetValue;
  getPaquete: (index: number) => PaqueteDraft;
  catalogo: CatalogoOferta;
  operador: string;
  terminalOperator: string;
  /** 'de A · PARTICULAR', for the pick's helper. */
  scope: string;
  context: { segment: Segment; vatRate: string } | null;
  territorio: string;
  telefonosCliente: readonly string[];
  /** EDIT: the saved offer's status, which says whether its packages have an order yet. */
  estadoOferta: number | null;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

interface PaqueteCardProps {
  index: number;
  shared: PaqueteShared;
  pricing: PaquetePricing;
  /** EDIT: the package as saved (its status, and the names its quote gives). */
  saved: PaqueteDetail | undefined;
}

const ACTIVO = 'ACTIVO';

/** One package: its line and what it carries, its sale, and its live price. */
export function PaqueteCard({ index, shared, pricing, saved }: PaqueteCardProps) {
  const headingId = useId();
  const { control, setValue, catalogo } = shared;
  const paquete = useWatch({ control, name: `paquetes.${index}` });
  const names = savedNames(saved?.cotizacion);
  const problems = pricing.estado === 'problemas' ? pricing.problems : {};
  const kind = KIND_OF_LINEA[paquete.tipoLinea];
  const cuotas =
    paquete.tarifa === null
      ? []
      : financiable(kind)
        ? catalogo.cuotas.get(lineaKey(kind, paquete.tarifa))
        : null;
  const activo = saved?.estado === ACTIVO;
  // A package of an offer not sent yet is stored VUELO but has no order: it shows no state.
  const estado = saved ? estadoDelPaquete(saved.estado, shared.estadoOferta ?? 0) : null;

  const onLinea = (tipoLinea: TipoLinea, tarifa: number | null) => {
    const next = withLinea(shared.getPaquete(index), tipoLinea, tarifa);
    for (const key of ['tipoLinea', 'tarifa', 'promociones', 'svas', 'cacharro', 'installment'] as const)
      setValue(`paquetes.${index}.${key}`, next[key], { shouldDirty: true, shouldValidate: false });
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {`Paquete ${index + 1}`}
        </Typography>
        {estado && <Chip size="small" variant="outlined" label={estadoPaqueteLabel(estado)} />}
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Duplicar paquete">
          <IconButton aria-label="Duplicar paquete" onClick={() => shared.onDuplicate(index)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip
          title={activo ? 'Un paquete activo no se puede quitar: cancélelo antes' : 'Eliminar paquete'}
        >
          {/* A span keeps the tooltip on a disabled button. */}
          <span>
            <IconButton
              aria-label="Eliminar paquete"
              disabled={activo}
              onClick={() => shared.onRemove(index)}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <LineaFields
          index={index}
          control={control}
          lineas={catalogo.lineas}
          loading={catalogo.quoteCatalogue === null && !catalogo.failed}
          scope={shared.scope}
          savedName={names.linea}
          problem={problems.tarifa}
          onLinea={onLinea}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PromocionesField
            index={index}
            control={control}
            catalogo={catalogo}
            saved={names}
            problem={problems.promociones}
          />
        </Box>
        <DispositivoFields
          index={index}
          control={control}
          setValue={setValue}
          cuotas={cuotas}
          dispositivos={catalogo.dispositivos}
          savedName={names.terminal}
          problem={problems.cacharro}
        />
        <SeguroField
          index={index}
          control={control}
          catalogo={catalogo}
          saved={names}
          problem={problems.seguro}
          operador={shared.operador}
          terminalOperator={shared.terminalOperator}
        />
        <SvasField
          index={index}
          control={control}
          catalogo={catalogo}
          saved={names}
          problem={problems.svas}
        />
        <VentaFields index={index} control={control} telefonos={shared.telefonosCliente} />
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <PaquetePrecio pricing={pricing} context={shared.context} territorio={shared.territorio} />
    </Paper>
  );
}
