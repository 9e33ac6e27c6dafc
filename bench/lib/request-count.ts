/**
 * Counts the HTTP requests this process sends with node:http (the benches' load: lib/load.ts's
 * `load`, lib/offer-http.ts's writes), through Node's diagnostics channel, so a bench whose
 * actions each make several calls (a record opens 4, the dashboard 5) can give CPU per request.
 * fetch (undici: the logins) is not counted.
 */
import { subscribe } from 'node:diagnostics_channel';

let sent = 0;
subscribe('http.client.request.start', () => {
  sent += 1;
});

/** Requests sent by node:http since the process started. */
export const requestsSent = (): number => sent;
