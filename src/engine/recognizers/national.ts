import type { Recognizer } from '../types.ts';
import { auAcnRecognizer } from './au/acn.ts';
import { auMedicareRecognizer } from './au/medicare.ts';
import { deBsnrRecognizer } from './de/bsnr.ts';
import { deFuehrerscheinRecognizer } from './de/fuehrerschein.ts';
import { deHandelsregisterRecognizer } from './de/handelsregister.ts';
import { deHealthInsuranceRecognizer } from './de/health-insurance.ts';
import { deKfzRecognizer } from './de/kfz.ts';
import { deLanrRecognizer } from './de/lanr.ts';
import { dePlzRecognizer, dePlzTownRecognizer } from './de/plz.ts';
import { deSocialSecurityRecognizer } from './de/social-security.ts';
import { deTaxNumberRecognizer } from './de/tax-number.ts';
import { esPassportRecognizer } from './es/passport.ts';
import { fiPersonalIdentityCodeRecognizer } from './fi/personal-identity-code.ts';
import { inGstinRecognizer } from './in/gstin.ts';
import { inPassportRecognizer } from './in/passport.ts';
import { inVehicleRegistrationRecognizer } from './in/vehicle-registration.ts';
import { inVoterRecognizer } from './in/voter.ts';
import { itDriverLicenseRecognizer } from './it/driver-license.ts';
import { itIdentityCardRecognizer } from './it/identity-card.ts';
import { itPassportRecognizer } from './it/passport.ts';
import { krBrnRecognizer } from './kr/brn.ts';
import { krDriverLicenseRecognizer } from './kr/driver-license.ts';
import { krFrnRecognizer } from './kr/frn.ts';
import { krPassportRecognizer } from './kr/passport.ts';
import { krRrnRecognizer } from './kr/rrn.ts';
import { ngNinRecognizer } from './ng/nin.ts';
import { ngVehicleRegistrationRecognizer } from './ng/vehicle-registration.ts';
import { phMobileNumberRecognizer } from './ph/mobile-number.ts';
import { phTinRecognizer } from './ph/tin.ts';
import { seOrganisationsnummerRecognizer } from './se/organisationsnummer.ts';
import { sePersonnummerRecognizer } from './se/personnummer.ts';
import { sgUenRecognizer } from './sg/uen.ts';
import { thTninRecognizer } from './th/tnin.ts';
import { trLicensePlateRecognizer } from './tr/license-plate.ts';
import { trNationalIdRecognizer } from './tr/national-id.ts';
import { trPhoneNumberRecognizer } from './tr/phone-number.ts';
import { ukDrivingLicenceRecognizer } from './uk/driving-licence.ts';
import { ukPassportRecognizer } from './uk/passport.ts';
import { ukVehicleRegistrationRecognizer } from './uk/vehicle-registration.ts';
import { usMbiRecognizer } from './us/mbi.ts';
import { zaIdNumberRecognizer } from './za/id-number.ts';
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
  usMbiRecognizer,
  ukDrivingLicenceRecognizer,
  ukPassportRecognizer,
  ukVehicleRegistrationRecognizer,
  esPassportRecognizer,
  itDriverLicenseRecognizer,
  itIdentityCardRecognizer,
  itPassportRecognizer,
  deSocialSecurityRecognizer,
  deHealthInsuranceRecognizer,
  deTaxNumberRecognizer,
  deHandelsregisterRecognizer,
  deBsnrRecognizer,
  deLanrRecognizer,
  deFuehrerscheinRecognizer,
  deKfzRecognizer,
  dePlzRecognizer,
  dePlzTownRecognizer,
  inGstinRecognizer,
  inPassportRecognizer,
  inVehicleRegistrationRecognizer,
  inVoterRecognizer,
  auAcnRecognizer,
  auMedicareRecognizer,
  sgUenRecognizer,
  fiPersonalIdentityCodeRecognizer,
  sePersonnummerRecognizer,
  seOrganisationsnummerRecognizer,
  krRrnRecognizer,
  krFrnRecognizer,
  krBrnRecognizer,
  krDriverLicenseRecognizer,
  krPassportRecognizer,
  trNationalIdRecognizer,
  trPhoneNumberRecognizer,
  trLicensePlateRecognizer,
  thTninRecognizer,
  zaIdNumberRecognizer,
  ngNinRecognizer,
  ngVehicleRegistrationRecognizer,
  phMobileNumberRecognizer,
  phTinRecognizer,
];
