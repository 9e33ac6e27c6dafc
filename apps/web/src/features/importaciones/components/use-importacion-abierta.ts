import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { IMPORTACION_PARAM, importacionIdOf } from '../importacion-url';

/** The import record open in the URL (`?importacion=`), and how to open another or close it. */
export function useImportacionAbierta(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const abrir = useCallback(
    (id: number | null) =>
      setParams((antes) => {
        const next = new URLSearchParams(antes);
        if (id === null) next.delete(IMPORTACION_PARAM);
        else next.set(IMPORTACION_PARAM, String(id));
        return next;
      }),
    [setParams],
  );
  return [importacionIdOf(params), abrir];
}
