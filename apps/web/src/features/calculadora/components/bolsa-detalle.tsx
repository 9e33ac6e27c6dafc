import type { RewardRow } from '@ventas/domain/calculadora/bolsa-contract';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import type { BolsaMesResponse } from '../model/entrada-calculadora';
import { Cifra } from './comision-panel';

/** SPEC §3 Pool: how a reward puts its pool in play (fixed amount or a percent of it). */
export function textoReward(reward: RewardRow['reward']): string {
  if (!reward?.reward_type) return 'Sin tipo de bonificación';
  return reward.reward_type === 'BOLSA_FIJA'
    ? `Bolsa fija de ${formatEuros(reward.amount)}`
    : `${formatPercent(reward.amount)} de la bolsa`;
}

/** The month's pools from bolsa_mes; nothing set reads as no pool. */
export function BolsaDetalle({ bolsa }: { bolsa: BolsaMesResponse }) {
  const row = bolsa.reward;
  if (!row) return <Cifra label="Bolsa">Sin bolsa asignada este mes</Cifra>;
  return (
    <>
      <Cifra label="Bolsa">{`${formatEuros(row.bolsa)} · ${textoReward(row.reward)}`}</Cifra>
      {Number(row.bolsa_recomendado) !== 0 && (
        <Cifra label="Bolsa recomendado">
          {`${formatEuros(row.bolsa_recomendado)} · ${textoReward(row.reward_recomendado)}`}
        </Cifra>
      )}
    </>
  );
}
