import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score 3 means "safely unguessable: moderate protection from an offline attack"
 * (about 10^8 guesses); below it a password is refused. The web sign-up meter uses the same
 * library and threshold, so what the meter calls strong the server accepts.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const estimator = () => {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory;
};

/** 0–4; only the first 100 characters count (the estimate is slow on very long inputs). */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return estimator().check(password.slice(0, 100), userInputs).score;
}
