// The calculator feature's public module: other features import from here only (style.md §1).
// Calendario and Liquidación show the same month and commercial as the calculator, in the URL.

// Previous/next month around the month's Spanish name.
export { MesPicker } from './components/mes-picker';
// Whom a manager may pick (the list objetivo_mes answers, decision 83).
export { ComercialPicker } from './components/comercial-picker';
// `?mes=YYYY-MM` and `?comercial=id`, read and written in the URL.
export { useCalculadoraParams, MES_PARAM, COMERCIAL_PARAM } from './model/use-calculadora-params';
// The month from a `?mes=` value, its previous month and its Spanish name.
export { mesDeUrl, mesAnterior, nombreMes } from './model/mes-calculadora';
// GET /api/cuentas/teams/: who leads which team (the dashboard's default scope for a manager).
export { teamsQuery } from './api/team-calls';
