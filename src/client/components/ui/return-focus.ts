import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog's content. Radix gives the focus back on close only to a
 * `Dialog.Trigger`; our dialogs mostly open from state (a row's Edit button, a page's Add button),
 * so the focus fell to the page's body. This remembers what had the focus when the dialog opened
 * and returns it there, when it is still on the page.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Called before the dialog moves the focus inside: the active element is the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
