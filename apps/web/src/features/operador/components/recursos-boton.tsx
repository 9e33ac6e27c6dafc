// Placeholder until the resources and releases dialog is built (issue 18).
export function RecursosBoton() {
  return null;
}
