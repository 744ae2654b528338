import { expect, test } from './support/fixtures';

/**
 * The built app ships a Content-Security-Policy (build/csp-plugin.ts) and works under it: signing in and
 * opening the dashboard cause no violation, and the policy is really enforced. The dev server ships none
 * (React refresh needs inline scripts), so playwright.config.ts leaves this file out with E2E_DEV=1.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

test('the mock build runs sign-in and the dashboard under its Content-Security-Policy', async ({
  page,
  signIn,
}) => {
  // Reported to the test through a binding: it outlives the page's navigations (sign-in, reload).
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    const report = (window as Window & { reportCspViolation?: (violation: unknown) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) {
      consoleReports.push(`${message.type()}: ${message.text()}`);
    }
  });

  await signIn('demo');
  await page.goto('/wen');
  await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mitfahrer finden' })).toBeVisible();

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  // Only the app's files and the first-paint script, by its hash (build/first-paint-plugin.ts).
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(violations).toEqual([]);
  expect(consoleReports).toEqual([]);

  // Enforced, not just present: an injected inline script does not run and is reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    return (window as Window & { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.map((violation) => violation.directive))
    .toEqual(['script-src-elem']);
});
