/** Placeholder until its helper lands it (issue 17). */
export function AuditoriaTab() {
  return null;
}
