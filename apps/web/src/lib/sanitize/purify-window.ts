import type { WindowLike } from 'dompurify';

/*
 * The window DOMPurify parses HTML in: the page's own in the browser; on the server (which has
 * none) a jsdom window the server entry provides (server-render/entry-server.tsx), so a
 * description or footer is cleaned by the same code and comes out the same on both sides.
 */
let serverWindow: WindowLike | null = null;

export function setPurifyWindow(win: WindowLike): void {
  serverWindow = win;
}

export const purifyWindow = (): WindowLike => serverWindow ?? (window as unknown as WindowLike);
