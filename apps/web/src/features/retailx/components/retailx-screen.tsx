/** Placeholder until its helper lands it (issue 17). */
export function RetailxScreen() {
  return null;
}
