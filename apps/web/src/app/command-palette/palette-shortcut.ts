/** Inputs that take no typed text: "/" pressed on them still opens the palette. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
]);
/** Roles of widgets that take typed text without being an input (MUI X date sections, editors). */
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** Where a "/" is text the user is writing, not a shortcut. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return TEXT_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * Ctrl+K (Cmd+K on a Mac) anywhere, or "/" outside a text field. "/" may need Shift (Shift+7 on
 * a Spanish keyboard), so Shift is not checked for it.
 */
export function opensPalette(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !command && !event.altKey && !takesText(event.target);
}

/** A phone has no keyboard shortcut: the top bar's button opens the palette through this event. */
const OPEN_EVENT = 'ventas:abrir-paleta';
export const abrirPaleta = (): void => {
  document.dispatchEvent(new Event(OPEN_EVENT));
};
export function alAbrirPaleta(open: () => void): () => void {
  document.addEventListener(OPEN_EVENT, open);
  return () => document.removeEventListener(OPEN_EVENT, open);
}
