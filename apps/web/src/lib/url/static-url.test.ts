import { describe, expect, it } from 'vitest';
import { staticUrl } from './static-url.ts';

describe('staticUrl (spec search §9)', () => {
  it('prefixes a path starting with / with the static host', () => {
    expect(staticUrl('/api/pcsx/avatars/a', 'https://static.example.com/')).toBe(
      'https://static.example.com/api/pcsx/avatars/a',
    );
  });
  it('leaves absolute and protocol-relative addresses, and paths without a host, alone', () => {
    expect(staticUrl('https://cdn.example/a.png', 'https://s.example')).toBe('https://cdn.example/a.png');
    expect(staticUrl('//cdn.example/a.png', 'https://s.example')).toBe('//cdn.example/a.png');
    expect(staticUrl('/a.png', '')).toBe('/a.png');
  });
});
