/**
 * The data apps import followed on a page (the Data Apps page and a cluster's Data Apps tab): moves the emulator's
 * clock with `advance` and presses "Check now", as a user would once the button can be pressed. While a check is
 * under way the button is loading, so disabled, and a click on it does nothing; that check may also have been
 * answered before the clock moved. So the clock moves only once no check is under way, and the click that
 * follows starts the check that reads the import's end.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export async function checkNowAfter(advance: () => Promise<void>): Promise<void> {
  const checkNow = await screen.findByRole('button', { name: 'Check now' });
  await waitFor(() => expect(checkNow).toBeEnabled());
  await advance();
  await userEvent.click(checkNow);
}

/**
 * Fills the import form's tenant password as a password manager or a paste does: one input event. Typed key by
 * key, each of its 15 characters re-rendered the dialog (~70 ms each in jsdom, seconds on a busy machine), and
 * no test here is about typing.
 */
export async function enterPassword(input: HTMLElement, password: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.paste(password);
}
