import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test as base } from './world';

/** What the browser answers when the document a scan ran in went away (a navigation, a closed page). */
const LEFT_THE_SCREEN = /Execution context was destroyed|frame was detached|Target page, context or browser has been closed|navigated/i;

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
 * Waits for the screen to settle as a person reads it: the document loaded, no loader or busy region, no animation
 * running (a drawer or modal fading in or out puts text under a translucent overlay). Polled each animation frame.
 * A screen that never settles within the bound is scanned as it is.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.readyState === 'complete' &&
        !document.querySelector('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]') &&
        document.getAnimations().every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 10_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

/**
 * axe on the settled screen. A transition that had not started when the screen looked settled is invisible to
 * getAnimations: a contrast failure is confirmed by a second look once two frames have passed and the screen has
 * settled again, and only what both looks found counts. A real contrast problem is still there.
 */
async function settledProblems(page: Page): Promise<A11yProblem[]> {
  await settled(page);
  const first = await axeProblems(page);
  const contrast = first.find((p) => p.rule === 'color-contrast');
  if (!contrast) return first;
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await settled(page);
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
      let navigations = 0;
      const scan = () => {
        queue = queue.then(async () => {
          if (skipped || page.isClosed() || !page.url().startsWith('http')) return;
          const key = new URL(page.url()).pathname;
          if (seen.has(key)) return;
          seen.add(key);
          const generation = navigations;
          try {
            problems.push(...(await settledProblems(page)));
          } catch (error) {
            // The test moved on (navigated or closed the page) while axe ran: that screen is gone, and the next one
            // is scanned on its own navigation. The browser says so in the error itself (the document's context was
            // destroyed), sometimes before the navigation event reaches this fixture. Any other failure of the scan
            // fails the test: a screen whose scan always throws would otherwise never be checked.
            if (page.isClosed() || navigations !== generation || LEFT_THE_SCREEN.test(String(error))) seen.delete(key);
            else problems.push({ url: page.url(), rule: 'axe-scan-failed', impact: 'critical', nodes: [String(error).slice(0, 300)] });
          }
        });
      };
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame() || frame.url().startsWith('about:')) return;
        navigations++;
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
