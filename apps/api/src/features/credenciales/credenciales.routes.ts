import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Placeholder until its helper lands the routes (issue 16). */
export function credencialesRoutes(
  _app: ApiInstance,
  _deps: { database: Database; credentialsKey: string },
): void {}
