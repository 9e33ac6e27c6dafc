/**
 * bench/soak.ts's mix (issue 28 §5): 60 % the customer list and its records, 20 % callbacks and
 * notes, 10 % Gerencia and the dashboard, 10 % offers; within each group, its actions by weight
 * (lib/soak-actions.ts says what each does).
 */
export type ActionName =
  | 'lista'
  | 'filtro'
  | 'ficha'
  | 'agendado'
  | 'nota'
  | 'gerencia'
  | 'dashboard'
  | 'exportacion'
  | 'oferta'
  | 'pdf';

/** The mix: a group by its share, then an action of the group by its weight. */
export const SOAK_MIX: ReadonlyArray<{
  group: string;
  share: number;
  actions: ReadonlyArray<readonly [ActionName, number]>;
}> = [
  {
    group: 'lista y fichas',
    share: 0.6,
    actions: [
      ['lista', 0.35],
      ['filtro', 0.3],
      ['ficha', 0.35],
    ],
  },
  {
    group: 'agendados y notas',
    share: 0.2,
    actions: [
      ['agendado', 0.5],
      ['nota', 0.5],
    ],
  },
  {
    // An export now and then: a manager does not export every few seconds.
    group: 'gerencia y dashboard',
    share: 0.1,
    actions: [
      ['gerencia', 0.45],
      ['dashboard', 0.5],
      ['exportacion', 0.05],
    ],
  },
  {
    group: 'ofertas',
    share: 0.1,
    actions: [
      ['oferta', 0.5],
      ['pdf', 0.5],
    ],
  },
];

/** Every action with its share of all actions (the group's share split by the weights). */
export const ACTION_SHARES: ReadonlyArray<readonly [ActionName, number]> = SOAK_MIX.flatMap(
  ({ share, actions }) => {
    const total = actions.reduce((sum, [, weight]) => sum + weight, 0);
    return actions.map(([name, weight]) => [name, (share * weight) / total] as const);
  },
);

export function pickAction(): ActionName {
  let draw = Math.random();
  for (const [name, share] of ACTION_SHARES) {
    if (draw < share) return name;
    draw -= share;
  }
  return ACTION_SHARES.at(-1)![0];
}
