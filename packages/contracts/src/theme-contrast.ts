import { AA_TEXT_CONTRAST, contrastRatio } from './colour-contrast.ts';
import { effectiveTokens, type Theme, type ThemeProduct, themeProducts } from './theme.ts';

export interface ContrastIssue {
  /** Dotted path of the text colour in the tenant configuration. */
  path: string;
  message: string;
}

const WHITE = '#ffffff';
const BODY_TEXT = '#212529';

type Get = (path: string) => string | undefined;

const lookup =
  (tokens: unknown): Get =>
  (path) =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], tokens) as
      | string
      | undefined;

/**
 * Where a colour comes from: the token paths the site falls back through (CSS inheritance, a
 * surface showing the page under it), then the built-in colour. `brand` is the brand colour.
 */
type Source = { paths: string[]; fallback: string | 'brand' };
const from = (fallback: string | 'brand', ...paths: string[]): Source => ({ paths, fallback });

/** Text the site inherits: the page's text colour, or the built-in one. */
const TEXT = ['core.textColor'];
/** The page under a transparent surface (cards, tabs, subtle buttons are Mantine's body colour). */
const PAGE = ['core.backgroundColor'];

/** [what the text is, its colour, what it sits on]: every text the theme can colour, where it shows. */
const pairs: [string, Source, Source][] = [
  ['page text', from(BODY_TEXT, 'core.textColor'), from(WHITE, ...PAGE)],
  ['headings', from(BODY_TEXT, 'core.headingColor', ...TEXT), from(WHITE, ...PAGE)],
  ['links', from('brand', 'core.linkColor'), from(WHITE, ...PAGE)],
  // The navbar is white unless the theme colours it; its text inherits the page's text colour.
  ['the navbar', from(BODY_TEXT, 'navbar.text', ...TEXT), from(WHITE, 'navbar.background')],
  ['the banner header', from(WHITE, 'bannerHeader.text'), from('brand', 'bannerHeader.background')],
  ['primary buttons', from(WHITE, 'buttons.primary.text'), from('brand', 'buttons.primary.background')],
  ['secondary buttons', from('brand', 'buttons.secondary.text'), from(WHITE, 'buttons.secondary.background')],
  ['subtle buttons', from('brand', 'buttons.subtle.text'), from(WHITE, 'buttons.subtle.background', ...PAGE)],
  ['cards', from(BODY_TEXT, 'cards.text', ...TEXT), from(WHITE, 'cards.background', ...PAGE)],
  ['the info bar', from(BODY_TEXT, 'infoBar.text', ...TEXT), from('#e7f5ff', 'infoBar.background')],
  ['the active tab', from('brand', 'tabs.active'), from(WHITE, ...PAGE)],
  ['tabs', from(BODY_TEXT, 'tabs.text', ...TEXT), from(WHITE, ...PAGE)],
  [
    'the dashboard',
    from(BODY_TEXT, 'talentExperience.text', ...TEXT),
    from(WHITE, 'talentExperience.background', ...PAGE),
  ],
  [
    'dashboard links',
    from('brand', 'talentExperience.accent', 'core.linkColor'),
    from(WHITE, 'talentExperience.background', ...PAGE),
  ],
  // A job card is a card: its text is the cards' (or the page's), its title a link.
  [
    'job cards',
    from(BODY_TEXT, 'cards.text', ...TEXT),
    from(WHITE, 'pcsx.jobCardBackground', 'cards.background', ...PAGE),
  ],
  [
    'job card titles',
    from('brand', 'pcsx.jobCardTitle', 'core.linkColor'),
    from(WHITE, 'pcsx.jobCardBackground', 'cards.background', ...PAGE),
  ],
  ['the hero image', from(WHITE, 'pcsx.heroText'), from('#1a1b1e', 'pcsx.heroOverlay')],
];

const ratioText = (r: number) => `${Math.floor(r * 100) / 100}:1`;

/**
 * Text colours that fall below WCAG AA (4.5:1) on what they sit on, following the site's
 * fallbacks (a navbar's text inherits the page's text colour, a card shows the page's
 * background). A pair is checked for a product when that product sets any colour it is made
 * of, and the message lands on the first such field, the text's own when it is set.
 */
export function themeContrastIssues(theme: Theme, brandColour: string): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  for (const product of themeProducts as readonly ThemeProduct[]) {
    const own = lookup(theme[product]);
    const eff = lookup(effectiveTokens(theme, product));
    const resolve = (source: Source) => {
      for (const p of source.paths) {
        const v = eff(p);
        if (v !== undefined) return v;
      }
      return source.fallback === 'brand' ? brandColour : source.fallback;
    };
    const seen = new Set<string>();
    for (const [where, textSource, bgSource] of pairs) {
      const set = [...textSource.paths, ...bgSource.paths].filter((p) => own(p) !== undefined);
      const at = set[0];
      if (at === undefined) continue;
      const text = resolve(textSource);
      const bg = resolve(bgSource);
      const ratio = contrastRatio(text, bg);
      const path = `theme.${product}.${at}`;
      // One message per field: the first pair that fails names it.
      if (ratio >= AA_TEXT_CONTRAST || seen.has(path)) continue;
      seen.add(path);
      issues.push({
        path,
        message: `Text ${text} on ${bg} (${where}) has a contrast of ${ratioText(ratio)}; WCAG AA needs at least 4.5:1. Pick a darker or lighter colour.`,
      });
    }
  }
  return issues;
}

/** The brand colour fills buttons under white text and colours links on white. */
export function brandContrastIssue(brandColour: string): ContrastIssue | undefined {
  const ratio = contrastRatio(brandColour, WHITE);
  if (ratio >= AA_TEXT_CONTRAST) return undefined;
  return {
    path: 'pcsxConfig.branding.primaryColor',
    message: `The brand colour ${brandColour} has a contrast of ${ratioText(ratio)} with white (button text, links on white); WCAG AA needs at least 4.5:1. Pick a darker colour.`,
  };
}
