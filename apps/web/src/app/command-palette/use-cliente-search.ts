import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_PARAM, SEARCH_PARAM } from '@ventas/domain/http/page';
import { useDebouncedValue } from '../../components/debounced-text-field/use-debounced-value';
import { clientesListQuery, type ClienteRecord } from '../../features/clientes/clientes.public';

/** Shorter text finds too many customers to be worth a request. */
export const MIN_SEARCH_LENGTH = 2;
/** Quicker than a list filter's debounce: the palette is typed into and read at once. */
export const SEARCH_DEBOUNCE_MS = 250;
export const MAX_CLIENTE_RESULTS = 8;

export interface ClienteSearch {
  /** The answer for exactly the typed text; empty while that answer is on its way. */
  clientes: ClienteRecord[];
  loading: boolean;
  failed: boolean;
}

/**
 * The top bar's search (decision 36: start of words of name, e-mail, document, phone digits) as
 * the palette asks it: one short page, debounced. Each text is its own query, so a late answer
 * for an earlier text never shows, and the request it no longer needs is aborted.
 */
export function useClienteSearch(text: string): ClienteSearch {
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const wanted = typed.length >= MIN_SEARCH_LENGTH;
  const settled = term === typed;
  const search = useQuery({
    ...clientesListQuery({ [SEARCH_PARAM]: term, [PAGE_SIZE_PARAM]: MAX_CLIENTE_RESULTS }),
    enabled: wanted && settled,
    // No earlier text's rows: Enter must never open a customer the text no longer finds.
    placeholderData: undefined,
  });
  const current = wanted && settled;
  return {
    clientes: current ? (search.data?.results ?? []) : [],
    loading: wanted && (!settled || search.isFetching),
    failed: current && search.isError && !search.isFetching,
  };
}
