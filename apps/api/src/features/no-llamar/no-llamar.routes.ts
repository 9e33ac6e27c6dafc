import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Placeholder until its helper lands the routes (issue 17). */
export function noLlamarRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
