import { useEffect, useRef } from 'react';

/** The configurator's keys, shown in tooltips and announced with aria-keyshortcuts. */
export const ATAJOS = {
  anadirPaquete: { keys: 'Alt+N', label: 'Alt+N' },
  guardar: { keys: 'Control+S Meta+S', label: 'Ctrl+S' },
} as const;

interface Handlers {
  onAddPaquete: () => void;
  onSave: () => void;
}

/**
 * Keyboard first (issue 13): Alt+N adds a package and Ctrl+S (Cmd+S on a Mac) saves, from anywhere
 * on the screen. The key's code is read, not its character: Alt+N types '˜' on a Mac keyboard.
 */
export function useOfferShortcuts(handlers: Handlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyS') {
        event.preventDefault();
        latest.current.onSave();
      } else if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyN') {
        event.preventDefault();
        latest.current.onAddPaquete();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
