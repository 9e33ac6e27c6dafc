import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route declares for the browser tab (its `handle`). */
export interface RouteHandle {
  title: string;
}

export const APP_NAME = 'Ventas';

/** 'Teletrabajo · Ventas': the deepest matched route's title first, so tabs and history tell apart. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

const titleOf = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string'
    ? (handle as RouteHandle).title
    : undefined;

/** Keeps the tab's title on the current screen (rendered once, by the route guard). */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).findLast((value) => value !== undefined);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
