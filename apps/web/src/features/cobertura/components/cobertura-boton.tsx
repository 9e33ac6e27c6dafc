export interface CoberturaBotonProps {
  /** The address to start from (the customer's), when there is one. */
  direccion?: string | null;
  cp?: string | null;
  localidad?: string | null;
}

// Placeholder until the coverage dialogs are built (issue 18).
export function CoberturaBoton(_props: CoberturaBotonProps) {
  return null;
}
