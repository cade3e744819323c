import type { BootData } from './boot.ts';

/**
 * The data a server-rendered page embeds for the app's first render (issue 17 item 3), in
 * `<script type="application/json" id={firstViewDataElementId}>`: the boot answer, the locale
 * the server rendered the page in, and the other answers the page's components read (the search
 * or the job's details), as TanStack Query's `dehydrate()` writes the query cache. The app puts
 * them in its cache before it hydrates the server's markup, so it asks for none of them.
 * Zod-free: the first view's code reads it.
 */
export const firstViewDataElementId = 'oc-first-view-data';

export interface FirstViewData {
  boot: BootData;
  /** The locale the markup was rendered in; the app hydrates only when it picks the same one. */
  locale: string;
  /** TanStack Query's DehydratedState (typed loosely here: contracts do not depend on it). */
  queries: { queries: unknown[]; mutations: unknown[] };
}

/**
 * The web build's server entry (apps/web/src/server-render/entry-server.tsx, built to
 * `dist/.ssr/entry-server.js`), as the server calls it: the web app and the server meet here.
 */
export interface FirstViewRenderInput {
  /** The page's address: path and query. */
  url: string;
  boot: BootData;
  /** Locales asked for, strongest first (the address's `hl`, the user's saved one, the site's). */
  requestedLocales: string[];
  loaders: {
    /** GET /api/pcsx/search's data for this query string (as the app's API client builds it), JSON as sent. */
    search(queryString: string): Promise<unknown>;
    /** GET /api/pcsx/position_details's data for a job, JSON as sent; null when the API refuses it. */
    position(id: string, queriedLocation?: string): Promise<unknown | null>;
  };
}

export interface FirstViewRenderResult {
  /** The markup of `#root`. */
  html: string;
  /** What the page embeds for the app (firstViewDataElementId). */
  data: FirstViewData;
  /** The document title, as the app's shell titles the page (so hydration does not change it). */
  title: string;
  /** A meta description for this page (a search's first jobs); absent: the site's own. */
  description?: string;
  /** The page's route modules as the web build's manifest names them (their styles go in the head). */
  routeModules: string[];
  /** Milliseconds spent in React's render (the data loading not included), wall clock. */
  renderMs: number;
  /** The same render's processor time in milliseconds (user + system): its cost on a busy machine. */
  renderCpuMs: number;
}

export type RenderFirstView = (input: FirstViewRenderInput) => Promise<FirstViewRenderResult | null>;
