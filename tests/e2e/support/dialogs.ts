import type { Page } from '@playwright/test';

/** Counts the dialogs (alert, confirm, prompt) the page opens, dismissing each: injected script would open one. */
export function watchDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  return () => dialogs;
}
