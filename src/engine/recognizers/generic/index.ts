import type { Recognizer } from '../../types.ts';
import { creditCardCompactRecognizer, creditCardGroupedRecognizer } from './credit-card.ts';
import { cryptoRecognizer } from './crypto.ts';
import { dateTimeRecognizer } from './date.ts';
import { emailRecognizer } from './email.ts';
import { ibanRecognizer } from './iban.ts';
import { ipv4Recognizer, ipv6Recognizer } from './ip.ts';
import { macAddressRecognizer } from './mac.ts';
import { phoneRecognizer } from './phone.ts';
import { urlRecognizer } from './url.ts';

/** Language-neutral recognizers: contacts, network ids, financial numbers, dates. */
export const genericRecognizers: readonly Recognizer[] = [
  emailRecognizer,
  urlRecognizer,
  phoneRecognizer,
  creditCardGroupedRecognizer,
  creditCardCompactRecognizer,
  ibanRecognizer,
  cryptoRecognizer,
  ipv4Recognizer,
  ipv6Recognizer,
  macAddressRecognizer,
  dateTimeRecognizer,
];
