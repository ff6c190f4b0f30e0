import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The open dialog, once it takes clicks. A modal dialog turns the page's pointer events off as it
 * mounts and turns its own on a render later; a test that clicks in between fails on a loaded
 * machine only, so every test waits for the dialog to be the top layer, as a person's click would.
 */
export async function findDialog(name?: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none') expect(dialog.style.pointerEvents).toBe('auto');
  });
  return dialog;
}
