/** Placeholder until its helper lands the screen (issue 16). */
export function CambiarPasswordScreen() {
  return null;
}
