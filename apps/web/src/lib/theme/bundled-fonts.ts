import type { BundledFont } from '@opencareers/contracts/tenant-config';

/*
 * Fonts shipped with the app (open licences, from @fontsource): a tenant picks one, and its
 * files are a chunk of our own build, so no font is ever fetched from another host.
 */
const SYSTEM = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const fontStacks: Record<BundledFont, string> = {
  system: SYSTEM,
  inter: `Inter, ${SYSTEM}`,
  'atkinson-hyperlegible': `"Atkinson Hyperlegible", ${SYSTEM}`,
  lora: `Lora, Georgia, "Times New Roman", serif`,
  merriweather: `Merriweather, Georgia, "Times New Roman", serif`,
};

const loaders: Record<Exclude<BundledFont, 'system'>, () => Promise<unknown>> = {
  inter: () => Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')]),
  'atkinson-hyperlegible': () =>
    Promise.all([
      import('@fontsource/atkinson-hyperlegible/400.css'),
      import('@fontsource/atkinson-hyperlegible/700.css'),
    ]),
  lora: () => Promise.all([import('@fontsource/lora/400.css'), import('@fontsource/lora/700.css')]),
  merriweather: () =>
    Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/700.css')]),
};

/** Loads a bundled font's style sheet (its files load when text first uses it). */
export function loadFont(font: BundledFont): void {
  if (font !== 'system') void loaders[font]().catch(() => undefined);
}
