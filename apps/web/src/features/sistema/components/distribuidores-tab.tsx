/** Placeholder until its helper lands the tab (issue 16). */
export function DistribuidoresTab(_props: { plataforma: boolean }) {
  return null;
}
