import type { ThemeTokens } from '@opencareers/contracts/theme';

/*
 * The theme builder's tokens as CSS. Every value was checked by the contract (a #rrggbb colour
 * or a radius name), so nothing a tenant typed reaches the style sheet unchecked. Parts of the
 * page the tokens style carry a `data-oc` attribute (navbar, banner-header, info-bar, job-card,
 * talent-experience); Mantine's own components are styled through their variables.
 */

type Rules = Record<string, Record<string, string | undefined>>;

const block = (selector: string, decls: Record<string, string | undefined>) => {
  const body = Object.entries(decls)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v};`)
    .join(' ');
  return body ? `${selector} { ${body} }` : '';
};

/*
 * Mantine writes a button's variables on the element itself (its style attribute), which a
 * style sheet cannot override without `!important`: without it the theme's button colours
 * never showed.
 */
const inlineOverride = (v: string | undefined) => (v === undefined ? undefined : `${v} !important`);

const radius = (name: string | undefined) => (name ? `var(--mantine-radius-${name})` : undefined);

export function themeCss(tokens: ThemeTokens, scope = ':root'): string {
  const { core, navbar, bannerHeader, borderRadius, buttons, cards, infoBar, tabs, talentExperience, pcsx } =
    tokens;
  const s = (sel: string) =>
    sel
      .split(',')
      .map((part) => `${scope} ${part.trim()}`)
      .join(', ');
  const rules: Rules = {
    [scope]: {
      '--mantine-color-body': core.backgroundColor,
      '--mantine-color-text': core.textColor,
      '--mantine-color-anchor': core.linkColor,
      '--mantine-radius-default': radius(borderRadius.base),
      'background-color': core.backgroundColor,
      color: core.textColor,
    },
    [s('h1, h2, h3, h4, .mantine-Title-root')]: { color: core.headingColor },
    [s('[data-oc="navbar"]')]: { 'background-color': navbar.background, color: navbar.text },
    [s('[data-oc="navbar"] a, [data-oc="navbar"] button:not([data-variant="filled"])')]: {
      color: navbar.text,
    },
    // The account avatar's initials are brand-tinted (Mantine's light variant), a pair the
    // navbar's colours do not include: on a coloured navbar they take the navbar's own text
    // colour, which the contrast check holds to 4.5:1 on the navbar background.
    [s('[data-oc="navbar"] .mantine-Avatar-placeholder')]:
      navbar.background || navbar.text
        ? {
            '--avatar-bg': 'transparent',
            '--avatar-color': navbar.text ?? 'var(--mantine-color-text)',
            border: '1px solid currentColor',
          }
        : {},
    // The current and hovered navbar links sit on light tints of the built-in look; on a
    // coloured navbar they keep its background and are marked by an underline instead.
    [s('[data-oc="navbar"] nav a[aria-current="page"], [data-oc="navbar"] nav a:hover')]:
      navbar.background || navbar.text
        ? {
            background: 'transparent',
            'text-decoration': 'underline',
            'text-underline-offset': '6px',
            'text-decoration-thickness': '2px',
          }
        : {},
    [s('[data-oc="banner-header"]')]: { background: bannerHeader.background, color: bannerHeader.text },
    [s('[data-oc="banner-header"] p')]: { color: bannerHeader.text },
    [s('[data-oc="hero-media"]::after')]: {
      background: pcsx.heroOverlay ? `${pcsx.heroOverlay}b8` : undefined,
    },
    [s('[data-oc="hero-media"] ~ * h1, [data-oc="hero-media"] ~ * p')]: { color: pcsx.heroText },
    // A Button given no variant is filled but carries no data-variant.
    [s('.mantine-Button-root[data-variant="filled"], .mantine-Button-root:not([data-variant])')]: {
      '--button-bg': inlineOverride(buttons.primary.background),
      '--button-hover': inlineOverride(buttons.primary.background),
      '--button-color': inlineOverride(buttons.primary.text),
      '--button-hover-color': inlineOverride(buttons.primary.text),
    },
    [s('.mantine-Button-root[data-variant="default"], .mantine-Button-root[data-variant="outline"]')]: {
      '--button-bg': inlineOverride(buttons.secondary.background),
      '--button-hover': inlineOverride(buttons.secondary.background),
      '--button-color': inlineOverride(buttons.secondary.text),
      '--button-hover-color': inlineOverride(buttons.secondary.text),
      '--button-bd': inlineOverride(
        buttons.secondary.text ? `1px solid ${buttons.secondary.text}` : undefined,
      ),
    },
    [s('.mantine-Button-root[data-variant="subtle"], .mantine-Button-root[data-variant="light"]')]: {
      '--button-bg': inlineOverride(buttons.subtle.background),
      '--button-color': inlineOverride(buttons.subtle.text),
      '--button-hover-color': inlineOverride(buttons.subtle.text),
    },
    [s('.mantine-Button-root')]: { '--button-radius': radius(borderRadius.buttons) },
    [s('.mantine-Card-root, .mantine-Paper-root[data-with-border], [data-oc="job-card"]')]: {
      'background-color': cards.background,
      color: cards.text,
      'border-color': cards.border,
      'border-radius': radius(borderRadius.cards),
    },
    [s('[data-oc="info-bar"]')]: { 'background-color': infoBar.background, color: infoBar.text },
    [s('[data-oc="info-bar"] *')]: { color: infoBar.text },
    [s('.mantine-Tabs-root')]: { '--tabs-color': tabs.active },
    [s('.mantine-Tabs-tab')]: { color: tabs.text },
    [s('.mantine-Tabs-tab[data-active]')]: { color: tabs.active },
    [s('[data-oc="talent-experience"]')]: {
      'background-color': talentExperience.background,
      color: talentExperience.text,
      '--mantine-color-anchor': talentExperience.accent,
    },
    [s('[data-oc="job-card"]')]: { 'background-color': pcsx.jobCardBackground },
    [s(
      '[data-oc="job-card"] h2, [data-oc="job-card"] h3, [data-oc="job-card"] h2 a, [data-oc="job-card"] h3 a',
    )]: {
      color: pcsx.jobCardTitle,
    },
  };
  return Object.entries(rules)
    .map(([sel, decls]) => block(sel, decls))
    .filter(Boolean)
    .join('\n');
}
