import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast.ts';
import { type Theme, themeSchema } from './theme.ts';
import { themeContrastIssues } from './theme-contrast.ts';

const BRAND = '#1f5fbf';
const theme = (pcsx: unknown, def: unknown = {}): Theme => themeSchema.parse({ default: def, pcsx });
const paths = (t: Theme) => themeContrastIssues(t, BRAND).map((i) => i.path);

describe('themeContrastIssues', () => {
  it('passes the empty theme and a readable one', () => {
    expect(paths(theme({}))).toEqual([]);
    expect(
      paths(
        theme({
          navbar: { background: '#1a1b1e', text: '#ffffff' },
          bannerHeader: { background: '#0b3d2e', text: '#ffffff' },
          buttons: { primary: { background: '#0b3d2e', text: '#ffffff' } },
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a text colour set below 4.5:1 on its own background, on that field', () => {
    const issues = themeContrastIssues(theme({ navbar: { background: '#0b3d2e', text: '#2b2b2b' } }), BRAND);
    expect(issues.map((i) => i.path)).toEqual(['theme.pcsx.navbar.text']);
    expect(issues[0]!.message).toMatch(/Text #2b2b2b on #0b3d2e \(the navbar\) has a contrast of .*4\.5:1/);
  });

  it('follows inherited text: a light page text on the white navbar is refused', () => {
    // The page is dark with white text; the navbar stays white and inherits the white text.
    const t = theme({ core: { backgroundColor: '#111111', textColor: '#ffffff' } });
    const issues = themeContrastIssues(t, BRAND);
    expect(issues.map((i) => i.path)).toContain('theme.pcsx.core.textColor');
    expect(issues.find((i) => i.path === 'theme.pcsx.core.textColor')!.message).toMatch(/the navbar/);
    // A dark page needs every surface and accent that shows on it coloured to match.
    const dark = {
      core: { backgroundColor: '#111111', textColor: '#ffffff', linkColor: '#9ec5ff' },
      navbar: { background: '#000000' },
      infoBar: { background: '#1c2a3a' },
      tabs: { active: '#9ec5ff' },
      buttons: { subtle: { text: '#9ec5ff' } },
    };
    expect(paths(theme(dark))).toEqual([]);
  });

  it('checks a navbar background against the inherited page text when the navbar text is unset', () => {
    expect(paths(theme({ navbar: { background: '#1a1b1e' } }))).toEqual(['theme.pcsx.navbar.background']);
  });

  it('checks a job card background against the cards text it shows', () => {
    expect(paths(theme({ pcsx: { jobCardBackground: '#202020', jobCardTitle: '#ffffff' } }))).toEqual([
      'theme.pcsx.pcsx.jobCardBackground',
    ]);
  });

  it('checks pcsx over default: a default text colour on a pcsx background', () => {
    const t = theme({ cards: { background: '#000000' } }, { cards: { text: '#333333' } });
    expect(paths(t)).toEqual(['theme.pcsx.cards.background']);
  });

  it('every refused pair is really below 4.5:1', () => {
    const t = theme({ infoBar: { background: '#ffff00', text: '#ffffff' } });
    const [issue] = themeContrastIssues(t, BRAND);
    expect(issue!.path).toBe('theme.pcsx.infoBar.text');
    expect(contrastRatio('#ffffff', '#ffff00')).toBeLessThan(4.5);
  });
});
