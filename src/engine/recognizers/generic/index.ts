import type { Recognizer } from '../../types.ts';
import { emailRecognizer } from './email.ts';

/** Language-neutral recognizers: contacts, network ids, financial numbers, dates. */
export const genericRecognizers: readonly Recognizer[] = [emailRecognizer];
