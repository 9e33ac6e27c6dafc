import { useSearchParams } from 'react-router';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { mesDeUrl } from './mes-calculadora';

/** The screen's state lives in the URL, so a month and a commercial can be shared and reloaded. */
export const MES_PARAM = 'mes';
export const COMERCIAL_PARAM = 'comercial';

const idDe = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * `?mes=YYYY-MM` (the current Madrid month when absent) and `?comercial=id` (the caller's own when
 * absent; only honoured for those who may pick, `puedeElegir`).
 */
export function useCalculadoraParams(puedeElegir: boolean) {
  const [params, setParams] = useSearchParams();
  const mes = mesDeUrl(params.get(MES_PARAM));
  const comercial = puedeElegir ? idDe(params.get(COMERCIAL_PARAM)) : null;

  const cambiar = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });

  return {
    mes,
    comercial,
    setMes: (next: Mes) => cambiar(MES_PARAM, textoMes(next)),
    setComercial: (id: number) => cambiar(COMERCIAL_PARAM, String(id)),
  };
}
