import type { Page } from '@playwright/test';
import type { Language } from '../support/axe-scan';

/**
 * Switches the open app's language where it stands, without a reload or a click (issue 23h): the models' tours
 * assert the German texts, and their states include open dialogs, busy buttons and steps without the language
 * switcher, which a click on EN would close or could not reach and a reload (?locale=en) would lose. The app's
 * i18next instance is the `i18n` prop of its I18nextProvider, found through React's root fiber (React 19: the
 * container's `__reactContainer$…` key); `changeLanguage` re-renders every text as the EN and DE buttons do, but does
 * not store the choice (the tab's next start is German again). Resolves once the document says the language and its
 * text has changed (React has rendered the switch).
 */
export async function switchLanguageInPlace(page: Page, language: Language): Promise<void> {
  const textBefore = await page.evaluate(async (target) => {
    interface I18nLike {
      changeLanguage(language: string): Promise<unknown>;
    }
    interface FiberLike {
      child: FiberLike | null;
      sibling: FiberLike | null;
      memoizedProps?: { i18n?: Partial<I18nLike> } | null;
      stateNode?: { current?: FiberLike } | null;
    }
    const instances = new Set<I18nLike>();
    for (const element of document.querySelectorAll<HTMLElement>('body, body *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactContainer$'));
      if (!key) continue;
      const container = (element as unknown as Record<string, FiberLike>)[key]!;
      // The HostRoot fiber's FiberRoot points at the tree on screen (the container keeps the first one).
      const stack = [container.stateNode?.current ?? container];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        const i18n = fiber.memoizedProps?.i18n;
        if (typeof i18n?.changeLanguage === 'function') instances.add(i18n as I18nLike);
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
    }
    if (instances.size === 0) throw new Error('No i18n instance in the page’s React tree.');
    const before = document.body.innerText;
    await Promise.all([...instances].map((instance) => instance.changeLanguage(target)));
    return before;
  }, language);
  await page.waitForFunction(
    ([target, before]) =>
      document.documentElement.lang === target && document.body.innerText !== before,
    [language, textBefore] as const,
    { timeout: 5_000 },
  );
}
