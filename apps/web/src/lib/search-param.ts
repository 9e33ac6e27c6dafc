import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '@ventas/domain/http/page';

/** The top bar's search text lives in the URL (?search=) so a screen can read and share it. */
export { SEARCH_PARAM };

export function useSearchText(): string {
  const [params] = useSearchParams();
  return params.get(SEARCH_PARAM) ?? '';
}
