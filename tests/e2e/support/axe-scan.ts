import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { recordResult } from './reliability-report';

export type Language = 'de' | 'en';

/**
 * Scans the page with axe (WCAG 2.1 A/AA rules), records the result for the suite's summary and fails on any
 * serious or critical violation. Legacy mode runs axe inside the page: the default opens a second tab of the
 * context to finish the run, which the mock backend's cross-tab sync answers by starting the app over (losing
 * in-memory state).
 */
export async function scanWithAxe(
  page: Page,
  suite: string,
  screen: string,
  language: Language,
): Promise<void> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Every rule of the tags still runs on every node; only the violations are worked out in full (selectors,
    // HTML), the other result groups are cut to one node each (axe's API.md, "Performance"). Before withTags:
    // options() replaces what withTags sets.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  recordResult(suite, `${language}-${screen}`, {
    screen,
    language,
    violations: serious.length,
    rules: serious.map((violation) => violation.id),
  });
  expect(
    serious.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
    `${screen} (${language})`,
  ).toEqual([]);
}
