/**
 * Other names accepted wherever a request names entity types (`entities`, `operators` keys, the same
 * fields in presets): a family name that stands for several types, and the names other tools use for
 * a type Veil already has. Results always carry Veil's own name; the catalogue lists the aliases.
 */
export const ENTITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  /** Every credential type (category `credentials`). */
  SECRET: ['API_KEY', 'AUTH_TOKEN', 'PRIVATE_KEY', 'PASSWORD'],
  /** The German official names of the German identifiers. */
  DE_PERSONALAUSWEIS: ['DE_ID_CARD'],
  DE_REISEPASS: ['DE_PASSPORT'],
  DE_STEUER_ID: ['DE_TAX_ID'],
  DE_UST_ID: ['DE_VAT_ID'],
  DE_RENTENVERSICHERUNGSNUMMER: ['DE_SOCIAL_SECURITY'],
  DE_KRANKENVERSICHERTENNUMMER: ['DE_HEALTH_INSURANCE'],
  DE_STEUERNUMMER: ['DE_TAX_NUMBER'],
  /** Spellings seen in other tools for the same identifiers. */
  UK_NATIONAL_INSURANCE_NUMBER: ['UK_NINO'],
  FR_SSN: ['FR_NIR'],
  NL_CITIZEN_SERVICE_NUMBER: ['NL_BSN'],
  SE_PERSONAL_IDENTITY_NUMBER: ['SE_PERSONNUMMER'],
  IN_VOTER_ID: ['IN_VOTER'],
};

/** The types a name stands for: its alias targets, or the name itself. */
export function expandEntityName(name: string): readonly string[] {
  return Object.hasOwn(ENTITY_ALIASES, name) ? ENTITY_ALIASES[name]! : [name];
}

/** Aliases of one type, for the catalogue. */
export function aliasesOf(entityType: string): string[] {
  return Object.entries(ENTITY_ALIASES)
    .filter(([, targets]) => targets.includes(entityType))
    .map(([alias]) => alias);
}
