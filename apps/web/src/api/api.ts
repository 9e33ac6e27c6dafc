import { informarRetraso } from '../components/data-lag/data-lag-store';
import { apiCallLog } from './api-call-log';
import { createApiClient } from './api-client';
import { localTokenStorage } from './token-storage';

interface TransportHandlers {
  sessionExpired: () => void;
  maintenance: () => void;
}

// The app shell plugs navigation in at start-up (src/app/transport-handlers.ts), so this shared
// layer never imports the router or a feature.
const handlers: TransportHandlers = { sessionExpired: () => {}, maintenance: () => {} };

export function setTransportHandlers(next: TransportHandlers): void {
  Object.assign(handlers, next);
}

/** The one client every screen uses for /api calls. */
export const api = createApiClient({
  tokens: localTokenStorage,
  onSessionExpired: () => handlers.sessionExpired(),
  onMaintenance: () => handlers.maintenance(),
  callLog: apiCallLog,
  onDataLag: informarRetraso,
});
