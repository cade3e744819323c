import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/*
 * The same estimate the server applies (apps/server auth/password-strength.ts, zxcvbn-ts with
 * its common dictionary; score 3 or more is accepted). Loaded only by the sign-up form's
 * meter, in its own chunk. The server also refuses passwords in its breach list, which the
 * browser does not download: the meter can say "strong" for a breached password.
 */
export const MIN_PASSWORD_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

export const passwordScore = (password: string, userInputs: string[]): number =>
  zxcvbn.check(password.slice(0, 100), userInputs).score;
