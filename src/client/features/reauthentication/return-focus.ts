/**
 * Gives focus back to the control that started the action once the dialog closes. That control
 * is often disabled while its action runs (the retried download), and a disabled button cannot
 * take focus: it then gets it back as soon as it is enabled, unless the user has moved on.
 */
export function returnFocus(element: Element | null) {
  if (!(element instanceof HTMLElement) || !element.isConnected) return;
  if (!element.matches(':disabled')) {
    element.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (element.matches(':disabled')) return;
    observer.disconnect();
    if (document.activeElement === null || document.activeElement === document.body) element.focus();
  });
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
}
