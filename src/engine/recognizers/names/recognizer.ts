/**
 * The names recognizer as the engine sees it: one custom recognizer reporting PERSON, LOCATION,
 * ORGANIZATION, NRP, AGE, TITLE and USERNAME, because the decisions share one tokenisation and one set of
 * lexicons, and because deciding "Jordan" between PERSON and LOCATION needs both views at once.
 */
import { FULL_LANGUAGES, type CustomRecognizer } from '../../types.ts';
import { joinAddresses } from './address-block.ts';
import { detectNames, RECOGNIZER_NAME } from './detect.ts';
import { lexicon } from './lexicon.ts';
import { nameTagger } from './model-file.ts';

export const nameRecognizer: CustomRecognizer = {
  kind: 'custom',
  name: RECOGNIZER_NAME,
  languages: FULL_LANGUAGES,
  entities: [
    {
      entity_type: 'PERSON',
      description:
        "A trained sequence model (CRF, en/de/fr/nl/pt data, shared fallback for es/it/pl) voting with rules. A person's name. English: given-name and surname lexicons (multi-locale), honorifics, trigger phrases (\"my name is\", \"Dear\", \"Patient:\"), speech verbs, appositions and document-level propagation. de/es/fr/it/nl/pt/pl: after honorifics (Herr, Sra., Mme, Sig.ra, Dhr., Pan…) and self-introductions, and given-name + surname pairs.",
      category: 'identity',
      detection: 'model',
    },
    {
      entity_type: 'LOCATION',
      description:
        'A trained sequence model voting with rules (gazetteer, addresses). Countries, states and regions, cities (GeoNames, ≥ 15,000 inhabitants), street addresses and PO boxes. A postal address — unit or c/o, street and number, postcode, city, state or province, country, also across line breaks — is one span; UK postcodes are never cut. Cities that are ordinary words count only after a preposition. Street forms for English, Via/Rue/Calle/Rua/ul., German/Dutch and Nordic compounds; gazetteer places in every supported language.',
      category: 'location',
      detection: 'model',
    },
    {
      entity_type: 'ORGANIZATION',
      description:
        'A trained sequence model voting with rules. Companies, institutions, agencies, parties and clubs: legal-form suffixes (Inc, Ltd, GmbH, S.A.…), organisation head nouns (Bank, University of …, Hospital, Ministry of …), a lexicon of known organisations and acronyms. English prose; legal suffixes in every supported language.',
      category: 'identity',
      detection: 'model',
    },
    {
      entity_type: 'NRP',
      description: 'Nationalities, religious and political groups ("American", "Muslims", "Catholic", "Democrats"). English.',
      category: 'identity',
      detection: 'rules',
    },
    {
      entity_type: 'AGE',
      description: 'A person\'s age in years — the number in "42 years old", "aged 42", "age: 42", "a 42-year-old", "Jane Roe, 42,"; also "42 Jahre alt", "42 años", "42 ans", "42 anni", "42 jaar", "42 lat".',
      category: 'identity',
      detection: 'rules',
    },
    {
      entity_type: 'USERNAME',
      description: 'A social-media handle written glued to its "@" ("@jane_doe", "@paulgore1974"): an account name, not inside a word or an e-mail address. A handle tokenised apart from its "@" ("@ jane_doe", as tokenised corpora write them) is read as the name it spells (PERSON, ORGANIZATION).',
      category: 'contact',
      detection: 'rules',
    },
    {
      entity_type: 'TITLE',
      description: 'Honorifics (Mr, Mrs, Dr, Prof, Sir, Herr, Mme, Sra…) and office titles before a name (President, Prime Minister, Senator, CEO), reported apart from the PERSON span; job titles next to a name ("Jane Roe, chief financial officer").',
      category: 'identity',
      detection: 'rules',
    },
  ],
  analyze: (doc) => joinAddresses(doc.text, doc.language, detectNames(doc.text, doc.language, doc.patternCandidates)),
  // Two steps (~0.14 s and ~0.12 s), so a server warming up answers between them. The caseless
  // model (names-model-caseless.bin, 15 MB) is not among them: it reads only text without case
  // distinctions, and loads with the first such document (~45-60 ms once, measured on the loaded
  // 2-core VM) instead of on every start's path to a healthy server.
  warmUpSteps: [() => void lexicon(), () => void nameTagger()],
};
