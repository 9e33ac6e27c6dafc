import type { DataRouter } from 'react-router';

// SPEC §2: "if OfferConfigurator is the first navigation of a session". A page load (or reload)
// starts the count; any move away from the loaded location ends it.
let navigatedSinceLoad = false;

export function trackFirstNavigation(router: DataRouter): void {
  navigatedSinceLoad = false;
  const loadedKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key !== loadedKey) navigatedSinceLoad = true;
  });
}

export function isFirstNavigation(): boolean {
  return !navigatedSinceLoad;
}
