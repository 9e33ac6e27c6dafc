import { Controller, useWatch } from 'react-hook-form';
import { KIND_OF_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import type { CatalogoOferta } from '../../hooks/use-catalogo-oferta';
import type { OfertaControl } from '../../form/oferta-form-types';
import { promocionOptions, seguroOptions, svaOptions, type SavedNames } from '../../model/paquete-options';
import { ItemAutocomplete } from '../fields/item-autocomplete';
import { ItemsAutocomplete } from '../fields/items-autocomplete';

interface ExtraFieldProps {
  index: number;
  control: OfertaControl;
  catalogo: CatalogoOferta;
  saved: SavedNames;
  problem: string | undefined;
}

/** The package's line as the catalogue lists it (undefined before one is chosen or if it left the list). */
function useLinea(index: number, control: OfertaControl, catalogo: CatalogoOferta) {
  const [tipoLinea, tarifa] = useWatch({
    control,
    name: [`paquetes.${index}.tipoLinea`, `paquetes.${index}.tarifa`],
  });
  const linea =
    tarifa === null
      ? undefined
      : catalogo.lineas[KIND_OF_LINEA[tipoLinea]].find((item) => item.id === tarifa);
  return { linea, sinLinea: tarifa === null ? 'Elija antes la tarifa' : undefined };
}

/** The line's promotions, in priority order (SPEC §3 promotion_priority). */
export function PromocionesField({ index, control, catalogo, saved, problem }: ExtraFieldProps) {
  const { linea, sinLinea } = useLinea(index, control, catalogo);
  return (
    <Controller
      control={control}
      name={`paquetes.${index}.promociones`}
      render={({ field, fieldState }) => (
        <ItemsAutocomplete
          label="Promociones"
          ordered
          options={promocionOptions(linea, catalogo.promociones)}
          value={field.value}
          onChange={(ids) => field.onChange(ids.slice(0, OFERTA_LIMITS.promociones))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fallbackNames={saved.promociones}
          disabled={sinLinea !== undefined}
          error={fieldState.error?.message ?? problem}
          // SPEC §9: promotions apply by priority; the order picked is the priority.
          helperText={sinLinea ?? 'Se aplican en el orden elegido'}
          noOptionsText="Esta tarifa no tiene promociones"
        />
      )}
    />
  );
}

/** The SVAs the line offers. */
export function SvasField({ index, control, catalogo, saved, problem }: ExtraFieldProps) {
  const { linea, sinLinea } = useLinea(index, control, catalogo);
  return (
    <Controller
      control={control}
      name={`paquetes.${index}.svas`}
      render={({ field, fieldState }) => (
        <ItemsAutocomplete
          label="SVAs"
          options={svaOptions(linea, catalogo.lineas.sva)}
          value={field.value}
          onChange={(ids) => field.onChange(ids.slice(0, OFERTA_LIMITS.svas))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fallbackNames={saved.svas}
          disabled={sinLinea !== undefined}
          error={fieldState.error?.message ?? problem}
          helperText={sinLinea}
          noOptionsText="Esta tarifa no ofrece SVAs"
        />
      )}
    />
  );
}

/** The insurance: the operator's, or with a terminal also its operator's (SPEC §9: DBL sells B's terminals). */
export function SeguroField(props: ExtraFieldProps & { operador: string; terminalOperator: string }) {
  const { index, control, catalogo, saved, problem } = props;
  const cacharro = useWatch({ control, name: `paquetes.${index}.cacharro` });
  return (
    <Controller
      control={control}
      name={`paquetes.${index}.seguro`}
      render={({ field, fieldState }) => (
        <ItemAutocomplete
          label="Seguro"
          options={seguroOptions(
            catalogo.seguros,
            props.operador,
            cacharro === null ? null : props.terminalOperator,
          )}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fallbackName={saved.seguro}
          error={fieldState.error?.message ?? problem}
          noOptionsText="No hay seguros de este operador"
        />
      )}
    />
  );
}
