import type { ComponentType } from 'react';

type LoadScreen = () => Promise<ComponentType>;

const ready = new WeakMap<LoadScreen, ComponentType>();

/**
 * Loads a screen's code and keeps its component once it is in. A screen whose code already
 * arrived (warmed during the session check, or while the browser was idle) then renders at once
 * instead of suspending: React 19 holds a Suspense boundary's revealed content back ~300 ms after
 * a fallback, which every first screen paid (measured on the dashboard, issue 15).
 */
export async function preloadScreen(load: LoadScreen): Promise<ComponentType> {
  const screen = await load();
  ready.set(load, screen);
  return screen;
}

/** The screen's component if its code is already in. */
export const readyScreen = (load: LoadScreen): ComponentType | undefined => ready.get(load);
