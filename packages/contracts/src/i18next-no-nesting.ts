/**
 * i18next options that turn off its `$t(…)` nesting, for the web app and the server alike.
 * Our messages never nest, and the filled-in text holds people's words (a search typed in a
 * link, job titles, document names): i18next scans that text for `$t(` with a pattern that
 * backtracks exponentially on an unclosed one (22 characters took 64 s), and would read a
 * closed one as another message. `nestingPrefixEscaped` is used as a raw regular expression,
 * so a pattern that can never match (`(?!)`) makes that scan fail at once, everywhere; i18next
 * reads it only when `nestingPrefix` is empty (its default '$t(' wins otherwise).
 */
export const noNesting = { nestingPrefix: '', nestingPrefixEscaped: '(?!)' } as const;
