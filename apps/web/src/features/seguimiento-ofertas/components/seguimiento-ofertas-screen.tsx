// Placeholder until the offers-tracking screen is built (issue 18).
export function SeguimientoOfertasScreen() {
  return null;
}
