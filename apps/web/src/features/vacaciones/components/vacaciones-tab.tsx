/** Placeholder until its helper lands the tab (issue 16). */
export function VacacionesTab() {
  return null;
}
