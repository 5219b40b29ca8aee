import type { Recognizer } from '../types.ts';

/** National identifiers, one folder per country (us/, uk/, es/, …), one file per identifier. */
export const nationalRecognizers: readonly Recognizer[] = [];
