import { type Attribution, trackedUrlParams } from '@opencareers/contracts/constants';

/**
 * The tracked parameters of an application in the spec's order (search §9), as
 * value-and-parameter pairs: "newsletter (utm_source), spring (utm_campaign)" tells the company
 * both where the candidate came from and which link said so.
 */
export function sourceParts(attribution: Attribution): { name: string; value: string }[] {
  return trackedUrlParams.flatMap((name) => {
    const value = attribution[name];
    return value ? [{ name, value }] : [];
  });
}
