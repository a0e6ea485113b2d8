import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page as it is now with axe's default rules (WCAG 2.2 A and AA and axe's best practices:
 * landmarks, regions, headings, empty table headers) and fails with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Scan what a person sees once the enter/leave transitions are over (mid-fade text has too little
  // contrast by design); endless animations such as a spinner are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Every interactive target is at least 24 by 24 CSS pixels (WCAG 2.2 2.5.8), inline text links
 * excepted; `min: 44` is the children's pages' size. `within` limits the search to one part of the
 * page (a CSS selector). A checkbox or radio button is measured by its label when that is bigger
 * (tapping the label ticks the box).
 */
export async function smallTargets(page: Page, { min = 24, within = 'body' } = {}): Promise<string[]> {
  return page.evaluate(
    ({ min, within }) => {
      const selectors = 'button, [role="button"], input:not([type="hidden"]), select, textarea, a[href]';
      const small: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(`${within} :is(${selectors})`)) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
        // Links inside a sentence are exempt (the inline exception of 2.5.8).
        if (element.tagName === 'A' && style.display === 'inline' && element.parentElement?.tagName === 'P') continue;
        if (element.classList.contains('skip-link')) continue;
        const tickable = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
        const labelRect = tickable ? element.labels?.[0]?.getBoundingClientRect() : undefined;
        const target = labelRect && labelRect.height * labelRect.width > rect.height * rect.width ? labelRect : rect;
        if (target.width < min || target.height < min) {
          small.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(target.width)}x${Math.round(target.height)}`,
          );
        }
      }
      return small;
    },
    { min, within },
  );
}
