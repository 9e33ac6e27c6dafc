/**
 * CI time (issue 32's budget): jsdom computes a style by matching the element against every rule
 * of every stylesheet, and MUI's emotion adds hundreds of rules per screen. Profiles of the
 * slowest files put over a quarter of the web suite's CPU there (testing-library computes
 * accessible names through `getComputedStyle` on every node of a candidate's subtree).
 *
 * jsdom lays nothing out, so the only declarations that change what a test can observe are the
 * ones jsdom and the testing libraries read: display, visibility and opacity (what is hidden,
 * for queries and `toBeVisible`) and pointer-events (what user-event may click). Emotion's rules
 * that carry none of them are not inserted; the rules that do are inserted whole. A test that
 * reads another computed property (a colour, a z-index, an overflow) calls
 * `keepEveryStyleRule()` at its top, before anything renders, and gets the whole stylesheet.
 *
 * Emotion, outside production, appends each rule as a text node to a `<style data-emotion>`;
 * that append is where the filter sits (style elements only).
 */
const OBSERVABLE = /\b(display|visibility|opacity|pointer-events)\s*:/;

let keepAll = false;

/** For a test file that reads computed colours, sizes or overflow: every rule is inserted. */
export function keepEveryStyleRule(): void {
  keepAll = true;
}

export function insertOnlyObservableStyleRules(): void {
  const append = HTMLStyleElement.prototype.appendChild;
  HTMLStyleElement.prototype.appendChild = function appendChild<T extends Node>(
    this: HTMLStyleElement,
    child: T,
  ): T {
    const skip =
      !keepAll && child instanceof Text && this.hasAttribute('data-emotion') && !OBSERVABLE.test(child.data);
    return skip ? child : (append.call(this, child) as T);
  };
}
