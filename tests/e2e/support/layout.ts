// Layout checks a phone user would notice, measured in the page: sideways scroll, the header's
// height, and focusable controls covered by the fixed header, the bottom bar or a signing page's
// sticky action bar once scrolled to.
import type { Page } from '@playwright/test';

/** What one screen measured. */
export interface LayoutReport {
  scrollWidth: number;
  clientWidth: number;
  headerHeight: number;
  /** Focusable controls that sat under the header or the bottom bar after focus scrolled to them. */
  covered: string[];
  /** The innermost elements reaching past the right edge (what makes the page scroll sideways). */
  wide: string[];
}

/**
 * Focuses every visible focusable control in the main area in turn (focus scrolls it into view, as
 * Tab does) and records the ones whose box then overlaps the sticky header or the fixed bottom bar.
 */
export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.app-header')!;
    const nav = document.querySelector<HTMLElement>('.main-nav')!;
    const navFixed = getComputedStyle(nav).position === 'fixed';
    // A signing page's sticky action bar covers content too (for controls outside it).
    const actionBar = document.querySelector<HTMLElement>('.action-bar');
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const covered: string[] = [];
    const controls = [
      ...document.querySelector('main')!.querySelectorAll<HTMLElement>(selector),
    ].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
    for (const element of controls) {
      element.focus();
      if (document.activeElement !== element) continue;
      const box = element.getBoundingClientRect();
      const top = header.getBoundingClientRect().bottom;
      // The bar covers what lies under it while stuck to the bottom; a control below the bar's
      // own place (the bar scrolled up with its section) is clear of it.
      const barBox = actionBar?.getBoundingClientRect();
      const barTop =
        actionBar && barBox && !actionBar.contains(element) && box.top < barBox.bottom
          ? barBox.top
          : Number.POSITIVE_INFINITY;
      const bottom = Math.min(
        navFixed ? nav.getBoundingClientRect().top : window.innerHeight,
        barTop,
      );
      // A control taller than the space between the bars cannot fit; it only has to start clear.
      const fits = box.height <= bottom - top;
      if (box.top < top - 0.5 || (fits && box.bottom > bottom + 0.5)) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        covered.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    const width = document.documentElement.clientWidth;
    // Text can reach past its own box (a long hex without break points): measure text too.
    const wide: string[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    const range = document.createRange();
    for (let node = walker.nextNode(); node && wide.length < 5; node = walker.nextNode()) {
      let right: number;
      if (node instanceof Element) {
        const reaching = [...node.children].some(
          (child) => child.getBoundingClientRect().right > width + 0.5,
        );
        right = reaching ? 0 : node.getBoundingClientRect().right;
      } else {
        range.selectNodeContents(node);
        right = range.getBoundingClientRect().right;
      }
      if (right > width + 0.5) {
        const owner = node instanceof Element ? node : node.parentElement!;
        wide.push(
          `${owner.tagName.toLowerCase()}.${[...owner.classList].join('.')} "${node.textContent?.trim().slice(0, 30) ?? ''}" right ${Math.round(right)}`,
        );
      }
    }
    return {
      wide,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      headerHeight: header.getBoundingClientRect().height,
      covered,
    };
  });
}
