import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** Impacts that fail a test (staff read these screens in bright warehouse light: contrast is serious). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One axe finding, as a line a person can act on. */
export interface A11yProblem {
  url: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Runs axe on the page as it is now and answers its serious and critical violations. */
export async function axeProblems(page: Page): Promise<A11yProblem[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({ url: page.url(), rule: v.id, impact: v.impact ?? '', nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * axe on the settled screen. The scan runs while the test goes on, so a dialog the test just opened or closed can be
 * mid-fade (a CSS transition that has not started yet is invisible to getAnimations): a contrast failure is confirmed
 * by a second look 600 ms later, and only what both looks found counts. A real contrast problem is still there.
 */
async function settledProblems(page: Page): Promise<A11yProblem[]> {
  const first = await axeProblems(page);
  const contrast = first.find((p) => p.rule === 'color-contrast');
  if (!contrast) return first;
  await page.waitForTimeout(600);
  const again = (await axeProblems(page)).find((p) => p.rule === 'color-contrast');
  const persistent = again ? contrast.nodes.filter((n) => again.nodes.includes(n)) : [];
  const others = first.filter((p) => p.rule !== 'color-contrast');
  return persistent.length ? [...others, { ...contrast, nodes: persistent }] : others;
}

/**
 * The e2e `test`: every screen a test visits is checked by axe without the test asking. Each navigation of the main
 * frame (page loads and in-app route changes) queues a scan once the screen has settled; the test fails at its end
 * if any scan found a serious or critical violation. A test that must skip the check (a deliberately broken page)
 * calls `a11y.skip()`.
 */
export const test = base.extend<{ a11y: { check: () => Promise<void>; skip: () => void } }>({
  a11y: [
    async ({ page }, use) => {
      const problems: A11yProblem[] = [];
      const seen = new Set<string>();
      let skipped = false;
      let queue: Promise<void> = Promise.resolve();
      let timer: ReturnType<typeof setTimeout> | null = null;
      const scan = () => {
        queue = queue.then(async () => {
          if (skipped || page.isClosed() || !page.url().startsWith('http')) return;
          const key = new URL(page.url()).pathname;
          if (seen.has(key)) return;
          seen.add(key);
          try {
            await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
            // A drawer or modal still fading out would put text under a translucent overlay: contrast is judged on
            // the settled screen, as a person reads it.
            await page
              .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 3_000 })
              .catch(() => undefined);
            problems.push(...(await settledProblems(page)));
          } catch {
            // The page navigated or closed while axe ran: the next navigation scans again.
            seen.delete(key);
          }
        });
      };
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame() || frame.url().startsWith('about:')) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(scan, 400);
      });
      await use({
        check: async () => {
          scan();
          await queue;
        },
        skip: () => {
          skipped = true;
        },
      });
      if (timer) clearTimeout(timer);
      if (!skipped && !page.isClosed()) scan();
      await queue;
      expect(problems, `accessibility: serious or critical axe violations\n${JSON.stringify(problems, null, 2)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
