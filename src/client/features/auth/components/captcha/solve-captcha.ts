import type { AltchaWidgetElement } from 'altcha';

/** The outcome of the solve under way: its payload, or undefined when it failed or was stopped. */
function nextOutcome(widget: AltchaWidgetElement) {
  return new Promise<string | undefined>((resolve) => {
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onState);
      resolve(state === 'verified' ? payload : undefined);
    };
    widget.addEventListener('statechange', onState);
  });
}

/**
 * A solved proof of work from a widget that may still be starting. The widget builds itself in a
 * task after it is defined, and its own start on load stops any solve begun before it (verify()
 * then answers null), so a form sent that early waits for whichever solve is under way.
 */
export async function solveCaptcha(widget: AltchaWidgetElement): Promise<string | undefined> {
  if (typeof widget.verify !== 'function') await new Promise((resolve) => setTimeout(resolve, 0));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const payload =
      (widget.getState() as string) === 'verifying' ? await nextOutcome(widget) : (await widget.verify())?.payload;
    if (payload) return payload;
  }
  return undefined;
}
