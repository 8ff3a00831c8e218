// WCAG contrast between two colours, and the nearest colour that reaches a required ratio.
import { color } from './colorMath.js';

/** Body text needs 4.5:1 (WCAG AA); high contrast asks for 7:1 (WCAG AAA). */
export const MIN_TEXT_CONTRAST = 4.5;
export const HIGH_CONTRAST = 7;
/** Borders, badges' outlines and other graphics need 3:1. */
export const MIN_GRAPHIC_CONTRAST = 3;

/** The WCAG contrast ratio of two colours, 1 to 21, to two decimals. */
export function contrastRatio(foreground: string, background: string): number {
  return color(foreground).contrast(background);
}

const STEPS = 24;

/**
 * The colour closest to `foreground` that reaches `minimum` against `background`: it is mixed
 * towards black or white, whichever needs less, by the smallest amount that passes. A colour
 * that passes already is returned as it is.
 */
export function nearestPassingColor(foreground: string, background: string, minimum: number): string {
  const start = color(foreground);
  if (start.contrast(background) >= minimum) return start.toHex();
  const candidates = ['#000000', '#ffffff']
    .map((extreme) => smallestPassingMix(foreground, extreme, background, minimum))
    .filter((found): found is { amount: number; color: string } => found !== undefined)
    .sort((a, b) => a.amount - b.amount);
  // Neither black nor white reaches the ratio only when the background sits in the middle of
  // the range; the extreme with the better ratio is then the nearest that can be had.
  return (
    candidates[0]?.color ??
    (color('#000000').contrast(background) >= color('#ffffff').contrast(background) ? '#000000' : '#ffffff')
  );
}

function smallestPassingMix(
  foreground: string,
  extreme: string,
  background: string,
  minimum: number,
): { amount: number; color: string } | undefined {
  if (color(extreme).contrast(background) < minimum) return undefined;
  let low = 0;
  let high = 1;
  for (let step = 0; step < STEPS; step += 1) {
    const middle = (low + high) / 2;
    // Judged on the hex value a stylesheet will carry, so rounding cannot drop it below the ratio.
    if (color(mixedHex(foreground, extreme, middle)).contrast(background) >= minimum) high = middle;
    else low = middle;
  }
  return { amount: high, color: mixedHex(foreground, extreme, high) };
}

function mixedHex(from: string, to: string, amount: number): string {
  return color(from).mix(to, amount).toHex();
}

/** Of two candidate text colours, the one that reads better on `background`. */
export function betterTextOn(background: string, first: string, second: string): string {
  return contrastRatio(first, background) >= contrastRatio(second, background) ? first : second;
}
