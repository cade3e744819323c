import type { ThemeTokens, themeSections } from '@opencareers/contracts/theme';

/** Every field of every section of the theme builder, in the order the builder shows them. */
export type ThemeField = { key: string; kind: 'colour' | 'radius' };

const colours = (...keys: string[]): ThemeField[] => keys.map((key) => ({ key, kind: 'colour' }));

export const themeFields: Record<(typeof themeSections)[number], ThemeField[]> = {
  core: colours('backgroundColor', 'textColor', 'headingColor', 'linkColor'),
  navbar: colours('background', 'text'),
  bannerHeader: colours('background', 'text'),
  borderRadius: ['base', 'buttons', 'cards'].map((key) => ({ key, kind: 'radius' })),
  buttons: colours(
    'primary.background',
    'primary.text',
    'secondary.background',
    'secondary.text',
    'subtle.background',
    'subtle.text',
  ),
  cards: colours('background', 'text', 'border'),
  infoBar: colours('background', 'text'),
  tabs: colours('active', 'text'),
  talentExperience: colours('background', 'text', 'accent'),
  pcsx: colours('jobCardBackground', 'jobCardTitle', 'heroOverlay', 'heroText'),
} satisfies Record<keyof ThemeTokens, ThemeField[]>;
