import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { giveFormsToTheApp, holdFormsUntilTheAppRuns } from './forms-before-the-app';

/** A form as the public pages write theirs: controlled fields, sent by its handler. */
function SignInForm({ onSend }: { onSend: (sent: { email: string; terms: boolean }) => void }) {
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, terms });
  };
  return (
    <form onSubmit={send}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Terms" type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
      <output>{`${email}|${String(terms)}`}</output>
      <button type="submit">Sign In</button>
    </form>
  );
}

// What Testing Library's render sets: this file hydrates by hand, as main.tsx does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function typeInto(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const sentForms: { email: string; terms: boolean }[] = [];
const onSend = (sent: { email: string; terms: boolean }) => sentForms.push(sent);

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSend={onSend} />);
  document.body.append(container);
  holdFormsUntilTheAppRuns(document);
  return {
    container,
    email: container.querySelector<HTMLInputElement>('[aria-label="Email"]')!,
    terms: container.querySelector<HTMLInputElement>('[aria-label="Terms"]')!,
    form: container.querySelector('form')!,
  };
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    hydrateRoot(container, <SignInForm onSend={onSend} />);
  });
}

afterEach(() => {
  giveFormsToTheApp(document);
  document.body.innerHTML = '';
  sentForms.length = 0;
});

describe('a pre-rendered form before the app runs', () => {
  it('keeps what was typed and ticked, and the app takes it once hydrated', async () => {
    const { container, email, terms } = prerendered();
    typeInto(email, 'coach@example.com');
    terms.click();
    await hydrate(container);
    // However the hydration and later renders treat the bare markup, the app's state takes the values.
    await act(async () => giveFormsToTheApp(document));
    expect(container.querySelector('output')!.textContent).toBe('coach@example.com|true');
    expect(email.value).toBe('coach@example.com');
    expect(terms.checked).toBe(true);
  });

  it('holds a submission back instead of reloading the page, and sends it once the app runs', async () => {
    const { container, email, form } = prerendered();
    typeInto(email, 'early@example.com');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sentForms).toEqual([]);

    await hydrate(container);
    await act(async () => {
      giveFormsToTheApp(document);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sentForms).toEqual([{ email: 'early@example.com', terms: false }]);
  });

  it('leaves forms to the app once it has taken them', async () => {
    const { container, form } = prerendered();
    await hydrate(container);
    await act(async () => giveFormsToTheApp(document));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(sentForms).toHaveLength(1);
  });
});
