import type { Tutorial, TutorialInput } from '@ventas/domain/tutoriales/tutoriales-contract';
import type { Database } from '../../db/database';
import {
  createTutorial,
  deleteTutorial,
  listTutoriales,
  reorderTutoriales,
  updateTutorial,
} from './tutoriales.repository';

/** Issue 17: a distributor's tutorials in order, each call in one tenant transaction. */
export function createTutorialesService(database: Database) {
  return {
    listar: (tenantId: number): Promise<Tutorial[]> => database.tenant(tenantId, listTutoriales),

    crear: (tenantId: number, form: TutorialInput): Promise<Tutorial> =>
      database.tenant(tenantId, (tx) => createTutorial(tx, form)),

    cambiar: (tenantId: number, id: number, form: TutorialInput): Promise<Tutorial> =>
      database.tenant(tenantId, (tx) => updateTutorial(tx, id, form)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteTutorial(tx, id)),

    /** The new order: every tutorial of the distributor once. */
    reordenar: (tenantId: number, ids: readonly number[]): Promise<Tutorial[]> =>
      database.tenant(tenantId, (tx) => reorderTutoriales(tx, ids)),
  };
}
