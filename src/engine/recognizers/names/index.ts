import type { Recognizer } from '../../types.ts';
import { nameRecognizer } from './recognizer.ts';

/** Names, places, organisations, groups (NRP), ages and titles in free prose. */
export const nameRecognizers: readonly Recognizer[] = [nameRecognizer];
