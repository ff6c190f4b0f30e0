import { useLayoutEffect } from 'react';

/** Where a key belongs to what is being typed or to a widget's own keys, never to a shortcut. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="menu"], [role="listbox"]';

/** Whether a key press may be a shortcut: no modifier but Shift, outside any field, no dialog open. */
export function isShortcutPress(event: KeyboardEvent) {
  if (event.defaultPrevented || event.repeat || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWN_KEYS)) return false;
  // A dialog owns the keyboard while it is open.
  return !document.querySelector('[role="dialog"], [role="alertdialog"]');
}

/**
 * Single-key shortcuts for the whole page: `keys` maps a key as typed ('l', '?') to its action;
 * a letter answers in either case. Listened to from the commit that draws the page (a layout
 * effect): the first render is a transition, whose passive effects React runs a moment after the
 * page is on screen, and a key pressed in between would be lost.
 */
export function useShortcuts(keys: Readonly<Record<string, () => void>>, enabled = true) {
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keys[event.key] ?? keys[event.key.toLowerCase()];
      if (!action || !isShortcutPress(event)) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [keys, enabled]);
}
