import { attributionFrom } from '@opencareers/contracts/constants';

export interface PageViewInput {
  pageId: string | undefined;
  pathname: string;
  search: string;
  positionId?: string;
  referrer?: string;
}

/** data_json of a page view: the page, the position if any, and the tracked address parameters. */
export function pageViewData(input: PageViewInput): Record<string, unknown> {
  const params = new URLSearchParams(input.search);
  const data: Record<string, unknown> = { page_id: input.pageId ?? null, path: input.pathname };
  if (input.positionId) data.position_id = input.positionId;
  if (input.referrer) data.referrer = input.referrer;
  // Only values the application could carry too: the same source in analytics and on the application.
  return { ...data, ...attributionFrom(params.entries()) };
}

// The server accepts up to 16 KiB of data_json; stacks are the only part that can grow that big.
const MAX_STACK = 8000;

export function crashData(error: unknown, url: string): Record<string, unknown> {
  const isError = error instanceof Error;
  return {
    message: isError ? error.message : String(error),
    stack: isError && error.stack ? error.stack.slice(0, MAX_STACK) : undefined,
    url,
  };
}

/** The position a page shows: the :pid route parameter, else the pid address parameter. */
export function positionIdFrom(
  params: Record<string, string | undefined>,
  search: string,
): string | undefined {
  return params.pid || new URLSearchParams(search).get('pid') || undefined;
}
