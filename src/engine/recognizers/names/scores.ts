/**
 * Every score and penalty of the names rules, named. A score is meant as the probability that the
 * span is that entity; the numbers were set by hand against the labelled sets (npm run eval) and the
 * dev corpora, and the model's vote (vote.ts) weighs them against its own confidences. What differs
 * per language (caps and penalties outside English) is in lang/index.ts.
 */

// --- output ---------------------------------------------------------------------------------------------
/** Nothing under it is emitted: the API's default threshold is 0 and a weaker guess is only noise. */
export const MIN_SCORE = 0.4;
/** Rules never claim certainty. */
export const MAX_SCORE = 0.99;

// --- evidence after a name (afterEvidence) ------------------------------------------------------------------
/** "Smith said", "Smith has said": a speech verb almost always follows a person. */
export const AFTER_SPEECH = 0.8;
/** "Smith, who": a relative pronoun for people. */
export const AFTER_WHO = 0.75;
/** "Smith, 45,": an age apposition is said of people only. */
export const AFTER_AGE = 0.85;
/** "Smith, the CEO": a role apposition. */
export const AFTER_ROLE = 0.75;
/** "Smith, CFO": a job acronym apposition. */
export const AFTER_JOB_ACRONYM = 0.8;
/** "Smith (45)": an age in parentheses, weaker than the comma form (also scores, codes). */
export const AFTER_AGE_PARENTHESIS = 0.75;
/** "Smith's wife": a personal possession. */
export const AFTER_POSSESSION = 0.72;

// --- lowercase names (chat, speaker labels) --------------------------------------------------------------------
/** "Ivy: which hotel?": a given name as a chat speaker label. */
export const SPEAKER_LABEL = 0.75;
/** The same when the given name is also a common word ("Will:"). */
export const SPEAKER_LABEL_COMMON = 0.6;
/** A family name joined by ", " or " and " to a PERSON span (passes/surname-lists.ts); at most the neighbour's score. */
export const SURNAME_IN_LIST = 0.6;
/** Two family names joined by a hyphen, nothing else found there ("Garcia-Miller"): a firm after a preposition, else a person. */
export const SURNAME_PAIR = 0.55;
/** "Santos, Saraiva e Franco" in English text: three names and a foreign "and" (passes/partner-firms.ts). */
export const PARTNER_FIRM = 0.7;
/** A name on a "Scorers:" line of a match report (passes/scorers.ts). */
export const SCORER_IN_LINE = 0.8;
/** A camel-case hashtag whose parts are a known name ("#BillClinton", "#AliceSprings"; passes/hashtags.ts). */
export const HASHTAG_NAME = 0.7;
/** The least score of a team in a standings row (passes/standings.ts); a higher finding's score is kept. */
export const STANDINGS_TEAM = 0.7;
/** A player on a batsman's or a bowler's line of a cricket scorecard (passes/cricket.ts). */
export const SCORECARD_PLAYER = 0.8;
/** A handle tokenised apart from its "@" that the model left alone ("@ carolinaxo___"; passes/handles.ts): most accounts are people's. */
export const HANDLE_ACCOUNT = 0.5;
/**
 * A social-media handle glued to its "@" ("@paulgore1974"; passes/handles.ts) is a USERNAME: the
 * shape decides (an "@" opening 2–30 letters, digits or "_", not inside a word or an e-mail address).
 */
export const HANDLE_USERNAME = 0.85;
/** A listed place after "@ " that the model left alone ("visits @ Taupo"; passes/handles.ts): "@" for "at". */
export const PLACE_AFTER_AT = 0.6;
/** A listed brand no name covered (passes/brands.ts). */
export const LISTED_BRAND = 0.6;
/** A listed given name right after a verb opening a sentence ("Call Rhett at …"; passes/imperatives.ts). */
export const IMPERATIVE_NAME = 0.6;
/** A listed name after a verb of giving or speaking and "to" ("forward this to Lindqvist"; passes/person-after-to.ts), at least. */
export const PERSON_AFTER_TO = 0.6;
/** The place of a news dateline ("BRUSSELS 1996-08-22"; passes/datelines.ts), at least. */
export const DATELINE_PLACE = 0.85;
/** A side of a match result that nobody named ("Ajax beat PSV 2-1"; passes/sports-results.ts), at least. */
export const RESULT_SIDE = 0.6;
/** A known name or place in the German genitive next to the noun it qualifies ("Obamas Beraterin"; passes/german-genitive.ts). */
export const GENITIVE_NAME = 0.6;
/** A state or province code after a place and a comma ("Houston, TX"; passes/region-codes.ts); at most the place's score. */
export const REGION_CODE_AFTER_PLACE = 0.75;
/** A gazetteer place in an all-lowercase document, after a preposition / without one. */
export const LOWERCASE_PLACE_AFTER_PREP = 0.65;
export const LOWERCASE_PLACE = 0.55;
/** A given name (+ surname) that is no English word, in an all-lowercase document. */
export const LOWERCASE_FULL_NAME = 0.65;
export const LOWERCASE_GIVEN_NAME = 0.55;
/** "mr. huth": the lowercase honorific itself, and the name after it. */
export const LOWERCASE_HONORIFIC_TITLE = 0.85;
export const LOWERCASE_HONORIFIC_NAME = 0.75;
/** "my name is john": off the trigger's score; much more when the one word is also a common word. */
export const LOWERCASE_TRIGGER_PENALTY = 0.05;
export const LOWERCASE_TRIGGER_COMMON_PENALTY = 0.35;

// --- titles ----------------------------------------------------------------------------------------------------
/** A trigger this strong before a month word ("Hello June") makes it a given name. */
export const MONTH_NAME_TRIGGER = 0.7;
/** Honorifics are unambiguous titles; office titles ("President") less so. */
export const TITLE_HONORIFIC = 0.92;
export const TITLE_OFFICE = 0.8;
/** "Title: Mrs." on a form. */
export const TITLE_LABEL = 0.85;
/** Job titles in apposition after a person: with a modifier ("chief financial officer") / the head alone. */
export const JOB_TITLE_AFTER_PHRASE = 0.75;
export const JOB_TITLE_AFTER_HEAD = 0.65;
/** Job titles right before a person: with a modifier / the head alone. */
export const JOB_TITLE_BEFORE_PHRASE = 0.72;
export const JOB_TITLE_BEFORE_HEAD = 0.6;
/** A job phrase in a role frame with no person beside it ("works as a Senior Data Analyst"): several words / one. */
export const JOB_TITLE_ROLE_PHRASE = 0.6;
export const JOB_TITLE_ROLE_HEAD = 0.5;

// --- groups (NRP) ----------------------------------------------------------------------------------------------
/** Political group words ("Democrats") are more often parties or adjectives than people. */
export const NRP_POLITICAL = 0.8;
export const NRP_OTHER = 0.85;

// --- places ------------------------------------------------------------------------------------------------------
/** "Texas Governor Greg Abbott": a gazetteer place before a title. */
export const PLACE_BEFORE_TITLE = 0.8;
/** "a Florida Republican": a gazetteer place before a group word. */
export const PLACE_BEFORE_GROUP = 0.8;
/** "Cook County", "River Wey": a place head noun or prefix. */
export const PLACE_HEAD = 0.72;
/** "East Germany": a direction word before a gazetteer place. */
export const PLACE_COMPASS = 0.85;
/** "Isle of Man": a place head before "of". */
export const PLACE_OF = 0.8;
/** "UK", "NY": a country or state abbreviation. */
export const PLACE_ACRONYM = 0.85;
/** "City: Scranton", "born in Albury": a place by its label. */
export const PLACE_LABEL = 0.7;
/** "the clinic in Bergechester.": an unknown capitalised word after a lower-case "in", ending the clause. */
export const PLACE_AFTER_IN = 0.55;
/** "Central London": a known place inside a longer capitalised phrase. */
export const PLACE_INNER = 0.6;
/** A gazetteer match by the kind of place: countries are rarely anything else, small towns often are. */
export const PLACE_BASE = { country: 0.88, state: 0.85, region: 0.8, city1: 0.82, city2: 0.7, city3: 0.5 } as const;
/** A single-word place that is a common word ("Reading") / any English word. */
export const PLACE_COMMON_FACTOR = 0.45;
export const PLACE_WORD_FACTOR = 0.7;
/** A city or region that is also a given name or surname ("Florence"). */
export const PLACE_PERSONAL_PENALTY = 0.15;
/** "in Paris": a locative preposition adds this, up to at least the floor (lower for a common word). */
export const PLACE_PREP_BONUS = 0.2;
export const PLACE_PREP_FLOOR = 0.8;
export const PLACE_PREP_COMMON_FLOOR = 0.6;
/** "Springfield, Illinois": a state or country after a comma. */
export const PLACE_STATE_AFTER_BONUS = 0.15;
export const PLACE_STATE_AFTER_FLOOR = 0.8;
/** Even the best gazetteer evidence leaves room for "Jordan" the person. */
export const PLACE_MAX = 0.95;

// --- organisations --------------------------------------------------------------------------------------------
/** "Acme Inc", "Acme, Inc.": a legal-form suffix. */
export const ORG_LEGAL_SUFFIX = 0.9;
/** "Acme Bank": an organisation head noun after a name. */
export const ORG_HEAD_NOUN = 0.82;
/** "Billing Service": a weak head noun after ordinary words only (UI text, not an organisation). */
export const ORG_HEAD_NOUN_UNNAMED = 0.45;
/** "Police Department" at a sentence start: the first word may only be capitalised by position. */
export const ORG_HEAD_NOUN_SENTENCE_START = 0.55;
/** "Bank of America": an organisation prefix or "… of" head. */
export const ORG_PREFIX = 0.8;
export const ORG_OF = 0.85;
/** "IBM": a known organisation acronym. */
export const ORG_ACRONYM = 0.85;
/** "NHS Trust President …": a known organisation before a title. */
export const ORG_BEFORE_TITLE = 0.8;
/** Known organisation names: a multi-word one / an ordinary word or a place ("Apple", "Chelsea") / a name. */
export const ORG_LEXICON = 0.88;
export const ORG_LEXICON_AMBIGUOUS = 0.75;
export const ORG_LEXICON_PERSONAL = 0.65;
/** "Mills, Lowe and Bode": surnames joined like a partnership name. */
export const ORG_FIRM_NAMES = 0.65;
/** "the Acme offices" / "on behalf of Acme": organisation cues after / before the phrase. */
export const ORG_CUE_AFTER = 0.75;
export const ORG_CUE_BEFORE = 0.7;
/** An organisation cue loses to a place this sure when the cue is before the phrase. */
export const ORG_CUE_PLACE_WINS = 0.8;
/** An organisation cue loses to a person reading this sure. */
export const ORG_CUE_PERSON_WINS = 0.6;

// --- people: the name lexicon pattern (personScore) ---------------------------------------------------------------
/** A phrase with a connector ("and", "of") or too long / repeated to be one person's name. */
export const PERSON_NOT_A_NAME = 0.1;
/** One word: a given name or surname / also a common word / unknown / an ordinary word. */
export const PERSON_SINGLE_NAME = 0.3;
export const PERSON_SINGLE_COMMON_NAME = 0.12;
export const PERSON_SINGLE_UNKNOWN = 0.2;
export const PERSON_SINGLE_WORD = 0.05;
/** Several words, by the classes of the first and last (see personScore). */
export const PERSON_COMMON_MIDDLE = 0.15;
export const PERSON_STRONG_STRONG = 0.88;
export const PERSON_STRONG_UNKNOWN = 0.72;
export const PERSON_STRONG_WEAK = 0.68;
export const PERSON_WEAK_UNKNOWN = 0.5;
export const PERSON_UNKNOWN_STRONG = 0.6;
export const PERSON_WEAK_WEAK = 0.45;
export const PERSON_UNKNOWN_UNKNOWN = 0.35;
export const PERSON_UNKNOWN_WEAK = 0.3;
/** Ordinary words: "Climate Change", "Annual Report". */
export const PERSON_ORDINARY = 0.12;
/** "Florida Republican": a name does not start with a country or state. */
export const PERSON_PLACE_HEAD_CAP = 0.3;
/** "works as a Chief Optimization Orchestrator": a job title, not a name. */
export const PERSON_AS_JOB_CAP = 0.3;
/** A multi-word gazetteer name beats a person reading that rests on the lexicon alone. */
export const PERSON_LEXICON_VS_PLACE_CAP = 0.5;
/** A place label wins only over a person reading weaker than this. */
export const PERSON_PLACE_LABEL_MAX = 0.6;

// --- people: context (personScore) ---------------------------------------------------------------------------------
/** After an honorific: a plausible name / anything else. */
export const PERSON_HONORIFIC = 0.93;
export const PERSON_HONORIFIC_IMPLAUSIBLE = 0.6;
/** After an office title: a plausible name / anything else. */
export const PERSON_OFFICE = 0.88;
export const PERSON_OFFICE_IMPLAUSIBLE = 0.5;
/** Off a trigger's score when the words are only plausible / not name-like at all. */
export const PERSON_TRIGGER_PLAUSIBLE_PENALTY = 0.15;
export const PERSON_TRIGGER_IMPLAUSIBLE_PENALTY = 0.5;
/** "his wife, Ursula": a role word before: several words / one. */
export const PERSON_ROLE_BEFORE = 0.85;
export const PERSON_ROLE_BEFORE_SINGLE = 0.78;
/** Evidence after several words adds at least this, up to the cap. */
export const PERSON_AFTER_BONUS = 0.1;
export const PERSON_AFTER_CAP = 0.95;
/** Evidence after one word that is also a common word is weaker. */
export const PERSON_AFTER_COMMON_PENALTY = 0.25;

// --- document passes --------------------------------------------------------------------------------------------
/** Names found at least this sure are propagated to their bare later uses. */
export const PROPAGATE_FROM = 0.7;
/** A propagated full name or surname / a lone given name / an organisation / its first word. */
export const PROPAGATED_PERSON = 0.8;
export const PROPAGATED_GIVEN_NAME = 0.65;
export const PROPAGATED_ORG = 0.78;
export const PROPAGATED_ORG_WORD = 0.7;
/** A propagated word inside a longer unresolved phrase is less sure. */
export const PROPAGATED_PART_PENALTY = 0.1;
/** Persons at least this sure anchor coordination ("Megan and Rhys") and job titles. */
export const PERSON_ANCHOR = 0.6;
/** "Sharmila and Minakshi": two lone given names / one coordinated with a person. */
export const COORDINATED_PAIR = 0.68;
export const COORDINATED_WITH_PERSON = 0.7;
/** Persons at least this sure anchor an apposition age ("Jane Roe, 42,"). */
export const AGE_ANCHOR = 0.5;
export const AGE_APPOSITION = 0.85;
export const AGE_PARENTHESIS = 0.75;
/** An organisation named in full before its initials in brackets, and the initials (passes/acronym-expansions.ts). */
export const ACRONYM_EXPANSION = 0.8;
/** A later whole-word use of those initials that no name covers. */
export const ACRONYM_EXPANSION_REUSE = 0.7;
/** A name headed by "Organisation" / "Organization" (passes/organisation-names.ts). */
export const ORGANISATION_HEAD = 0.75;
