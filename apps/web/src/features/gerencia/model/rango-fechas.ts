import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { DayRange } from '@ventas/domain/http/list-filters';

/** Why a range being typed cannot be asked for yet, in the API's words: the domain's one rule. */
export { problemaDeRango } from '@ventas/domain/gerencia/gerencia-consulta';

export const rangoDe = (ventana: Ventana): DayRange => ({ after: ventana.desde, before: ventana.hasta });

export const mismaVentana = (a: Ventana, b: Ventana) => a.desde === b.desde && a.hasta === b.hasta;
