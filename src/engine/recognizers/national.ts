import type { Recognizer } from '../types.ts';
import { auAbnRecognizer } from './au/abn.ts';
import { auTfnRecognizer } from './au/tfn.ts';
import { caSinRecognizer } from './ca/sin.ts';
import { deIdCardRecognizer } from './de/id-card.ts';
import { dePassportRecognizer } from './de/passport.ts';
import { deTaxIdRecognizer } from './de/tax-id.ts';
import { deVatIdRecognizer } from './de/vat-id.ts';
import { esNieRecognizer } from './es/nie.ts';
import { esNifRecognizer } from './es/nif.ts';
import { frNirRecognizer } from './fr/nir.ts';
import { inAadhaarRecognizer } from './in/aadhaar.ts';
import { inPanRecognizer } from './in/pan.ts';
import { itFiscalCodeRecognizer } from './it/fiscal-code.ts';
import { itVatCodePrefixedRecognizer, itVatCodeRecognizer } from './it/vat-code.ts';
import { nlBsnRecognizer } from './nl/bsn.ts';
import { plPeselRecognizer } from './pl/pesel.ts';
import { sgNricFinRecognizer } from './sg/nric-fin.ts';
import { ukNhsRecognizer } from './uk/nhs.ts';
import { ukNinoRecognizer } from './uk/nino.ts';
import { ukPostcodeRecognizer } from './uk/postcode.ts';
import { abaRoutingRecognizer } from './us/aba-routing.ts';
import { usBankNumberRecognizer } from './us/bank-number.ts';
import { usDriverLicenseRecognizer } from './us/driver-license.ts';
import { usItinRecognizer } from './us/itin.ts';
import { medicalLicenseRecognizer } from './us/medical-license.ts';
import { usNpiRecognizer } from './us/npi.ts';
import { usPassportRecognizer } from './us/passport.ts';
import { usSsnRecognizer } from './us/ssn.ts';

/**
 * National identifiers, one folder per country (us/, uk/, es/, …), one file per identifier.
 * Scores are calibrated against each other: where several recognizers accept the same digits
 * (nine digits can be an SSN, a BSN, a TFN, a SIN, a routing number), the stronger checksum or the
 * context word decides which one wins the overlap.
 */
export const nationalRecognizers: readonly Recognizer[] = [
  usSsnRecognizer,
  usItinRecognizer,
  usPassportRecognizer,
  usDriverLicenseRecognizer,
  usBankNumberRecognizer,
  abaRoutingRecognizer,
  medicalLicenseRecognizer,
  usNpiRecognizer,
  ukNhsRecognizer,
  ukNinoRecognizer,
  ukPostcodeRecognizer,
  esNifRecognizer,
  esNieRecognizer,
  itFiscalCodeRecognizer,
  itVatCodePrefixedRecognizer,
  itVatCodeRecognizer,
  deTaxIdRecognizer,
  deIdCardRecognizer,
  dePassportRecognizer,
  deVatIdRecognizer,
  frNirRecognizer,
  nlBsnRecognizer,
  plPeselRecognizer,
  inPanRecognizer,
  inAadhaarRecognizer,
  auTfnRecognizer,
  auAbnRecognizer,
  caSinRecognizer,
  sgNricFinRecognizer,
];
