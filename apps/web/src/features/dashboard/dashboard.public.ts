// The dashboard feature's public module: other features import from here only (style.md §1).
// Gerencia · Estadísticas shows the same statistics, so it draws them with the same pieces.

// One statistic's call, ended after a time limit (SPEC §8: a silent failure, never a skeleton for ever).
export { pedirEstadistica, type EstadisticaDashboard } from './api/stats-query';
// One commercial's figure as its Teletrabajo list, and the calculator's month.
export { enlaceCalculadora, enlaceFiguraDe } from './model/enlaces-dashboard';
// A count as Teletrabajo writes it (es-ES).
export { cifra } from './model/formatos-dashboard';
// Charts only after every section's figures (decision 119).
export { useGraficosDespues } from './model/use-graficos-despues';
// One bar of a chart, and the lazy horizontal bar chart that draws them (each bar a link).
export type { BarraDashboard } from './model/barra-dashboard';
export { LazyGraficoBarras } from './components/graficos/lazy-grafico-barras';
// A statistic's card: skeleton, figures, or its quiet empty state (a failure only logged); never blank.
export { TarjetaDashboard } from './components/tarjeta-dashboard';
// The ranking with SPEC §9's series, attainment per family, and the sales-by-type and actions cards.
export { RankingTable } from './components/ranking-table';
export { ConsecucionTable } from './components/consecucion-table';
export { VentasTipoCard } from './components/ventas-tipo-card';
export { AccionesCard } from './components/acciones-card';
// The cards' grid: one column on a phone, two from md.
export { RejillaTarjetas } from './components/rejilla-tarjetas';
// A customer's record from anywhere, and the phone a callback is made to (never a do-not-call one).
export { enlaceCliente } from './model/enlaces-dashboard';
export { telefonoParaLlamar } from './model/telefono-agendado';
