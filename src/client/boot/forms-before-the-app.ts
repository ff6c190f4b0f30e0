/**
 * What a coach does in a pre-rendered form before the app has hydrated it (ADR 049). The markup
 * alone would submit natively on Enter, reloading the page and dropping what was typed; and React
 * keeps a controlled field's value in its state, which starts empty, so a value typed into the bare
 * markup can be set back to '' by the hydration or the next render (seen with the sign-in e-mail).
 * The page's first script therefore notes each field's value as it is typed and holds a submission
 * back; once the page is hydrated, the app types the values again, through the events React
 * listens to, and sends the form that was submitted.
 */
const HELD = Symbol.for('coach-logbook.forms-before-the-app');

type Field = HTMLInputElement | HTMLTextAreaElement;
interface Held {
  values: Map<Field, string | boolean>;
  submitted: HTMLFormElement | null;
}
type WithHeld = Document & { [HELD]?: Held };

/** Run by the page's first script: notes fields and holds submissions until the app takes them. */
export function holdFormsUntilTheAppRuns(doc: Document) {
  const held: Held = { values: new Map(), submitted: null };
  (doc as WithHeld)[HELD] = held;
  const view = doc.defaultView!;
  const waiting = () => (doc as WithHeld)[HELD] === held;
  const note = (event: Event) => {
    const field = event.target;
    if (!waiting()) return;
    if (field instanceof view.HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      held.values.set(field, field.checked);
    } else if (field instanceof view.HTMLInputElement || field instanceof view.HTMLTextAreaElement) {
      held.values.set(field, field.value);
    }
  };
  doc.addEventListener('input', note, { capture: true });
  doc.addEventListener('change', note, { capture: true });
  doc.addEventListener(
    'submit',
    (event) => {
      if (!waiting() || !(event.target instanceof view.HTMLFormElement)) return;
      event.preventDefault();
      held.submitted = event.target;
    },
    { capture: true },
  );
}

/** Run once the page is hydrated: each noted value is typed again, then a held form is sent. */
export function giveFormsToTheApp(doc: Document) {
  const held = (doc as WithHeld)[HELD];
  if (!held) return;
  delete (doc as WithHeld)[HELD];
  for (const [field, value] of held.values) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      const input = field as HTMLInputElement;
      // React follows a checkbox by its click, which also turns it: it is turned the other way first.
      input.checked = !value;
      input.click();
      continue;
    }
    // React's tracker sees assignments to the field: it is told '' first, then the value is set
    // through the prototype's setter, as a keystroke does, so the event reads as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const form = held.submitted;
  // In a task of its own: React renders the values first, and the form's handler reads them then.
  if (form) setTimeout(() => form.isConnected && form.requestSubmit());
}
