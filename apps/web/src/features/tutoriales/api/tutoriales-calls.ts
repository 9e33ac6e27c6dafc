import { queryOptions } from '@tanstack/react-query';
import type { TutorialInput } from '@ventas/domain/tutoriales/tutoriales-contract';
import { tutorialesCalls } from '@ventas/domain/tutoriales/tutoriales.calls';
import { sendCall } from '../../../api/send-call';

export const TUTORIALES_KEY = ['tutoriales'] as const;

/** The distributor's tutorials in order. */
export const tutorialesQuery = queryOptions({
  queryKey: TUTORIALES_KEY,
  queryFn: ({ signal }) => sendCall(tutorialesCalls.list, {}, { signal }),
});

export const createTutorial = (form: TutorialInput) => sendCall(tutorialesCalls.create, { body: form });

export const updateTutorial = (id: number, form: TutorialInput) =>
  sendCall(tutorialesCalls.update, { params: { id }, body: form });

export const deleteTutorial = (id: number) => sendCall(tutorialesCalls.remove, { params: { id } });

/** Every id in the new order; answers the list. */
export const reorderTutoriales = (ids: readonly number[]) =>
  sendCall(tutorialesCalls.reorder, { body: { ids: [...ids] } });
