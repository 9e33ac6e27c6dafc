/** Placeholder until its helper lands the tab (issue 16). */
export function CredencialesTab(_props: { canWrite: boolean }) {
  return null;
}
