/** Placeholder until its helper lands the screen (issue 17). */
export function TiendasScreen() {
  return null;
}
