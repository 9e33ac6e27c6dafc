import { queryOptions } from '@tanstack/react-query';
import type { Tutorial, TutorialInput } from '@ventas/domain/tutoriales/tutoriales-contract';
import { api } from '../../../api/api';

const BASE = '/api/tutoriales/';

export const TUTORIALES_KEY = ['tutoriales'] as const;

/** GET /api/tutoriales/: the distributor's tutorials in order. */
export const tutorialesQuery = queryOptions({
  queryKey: TUTORIALES_KEY,
  queryFn: ({ signal }) => api.get<Tutorial[]>(BASE, { signal }),
});

export const createTutorial = (form: TutorialInput) => api.post<Tutorial>(BASE, form);

export const updateTutorial = (id: number, form: TutorialInput) => api.put<Tutorial>(`${BASE}${id}/`, form);

export const deleteTutorial = (id: number) => api.delete<null>(`${BASE}${id}/`);

/** POST /api/tutoriales/orden/: every id in the new order; answers the list. */
export const reorderTutoriales = (ids: readonly number[]) => api.post<Tutorial[]>(`${BASE}orden/`, { ids });
