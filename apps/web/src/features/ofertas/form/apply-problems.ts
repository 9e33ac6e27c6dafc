import type { Path, UseFormSetError } from 'react-hook-form';
import type { OfertaDraft } from '../model/oferta-draft';
import type { FieldProblem } from '../model/save-errors';

/** A refused save's messages on their fields (the packages as a whole on a root message); the first takes focus. */
export function applyProblems(
  setError: UseFormSetError<OfertaDraft>,
  problems: readonly FieldProblem[],
): void {
  problems.forEach(({ name, message }, index) => {
    const field = (name === 'paquetes' || name === 'oferta' ? `root.${name}` : name) as Path<OfertaDraft>;
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
