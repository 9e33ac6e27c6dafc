import { useSearchParams } from 'react-router';

/** The top bar's search text lives in the URL (?search=) so a screen can read and share it. */
export const SEARCH_PARAM = 'search';

export function useSearchText(): string {
  const [params] = useSearchParams();
  return params.get(SEARCH_PARAM) ?? '';
}
