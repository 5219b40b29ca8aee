/**
 * The names detector as a pipeline with one-way data flow: prepare (tokens, masks) → addresses and
 * ages → runs of capitalised words through the rules (annotating tokens on first ask) → document
 * passes (propagation, apposition ages, job titles, job titles in role frames) → the trained model
 * (the caseless one for text without case distinctions), its PERSON spans reduced to name words
 * (rules/person-words.ts), job titles cut off its ORGANIZATION spans (rules/org-words.ts) → the vote
 * → then the document passes over the names (passes/), in this order:
 * - social-media handles made names of their own, whole (handle-spans.ts: "@ Wiley__", "@ a @ b");
 * - field labels opening a line before a colon (line-labels.ts: "Dx: …", "Betreff: …", "De: …");
 * - listed organisations (known-orgs.ts); in English, nationality words read as places
 *   (demonyms.ts), countries before a possessive, which are places (country-possessives.ts),
 *   places ending in an institution's head, which are organisations ("Chicago Symphony Orchestra",
 *   headed-org-places.ts), two organisations joined by "and the" (org-and-org.ts), a word for where
 *   someone is from before a name (demonym-lead.ts), names after "forward this to"
 *   (person-after-to.ts), places written before an organisation's name (place-led-orgs.ts), a
 *   sentence's opening "The" cut off organisations (sentence-the.ts), sporting events that are no
 *   place or organisation (events.ts), nor elections named by their year (elections.ts: "the 2011
 *   Bremen state election"), a person's name cut at "of" before a team, country or firm and other
 *   names at "of" before an office (person-of.ts), names headed by "Organisation"
 *   (organisation-names.ts), names that begin with a plural noun for people and its possessive
 *   ("People's Liberation Army", people-possessives.ts), and an organisation named before its
 *   initials in brackets, with the initials (acronym-expansions.ts);
 * - news formats: datelines (datelines.ts), match results (sports-results.ts), clubs in brackets
 *   after players (player-clubs.ts), standings rows (standings.ts), tables' header lines of column
 *   abbreviations (column-headers.ts: "W L PCT GB"), riders' and drivers' teams after their country
 *   (rider-teams.ts), players of tennis results lines (tennis-draws.ts: "A (Spain) beat B (Japan)
 *   6-2 6-4"), cricket scorecards (cricket.ts), scorers lines (scorers.ts);
 * - in English: family names listed with people (surname-lists.ts), hyphenated pairs of family
 *   names (surname-pairs.ts), faiths and creeds named after group words (group-nouns.ts), family
 *   names' leading particles (leading-particles.ts), partners' firms (partner-firms.ts), firms
 *   and bands named "… Brothers" (brothers-firms.ts), firms in market reports' frames ("a dealer at
 *   Sanwa Bank", "Elf Aquitaine shares rose", market-firms.ts), newspapers and agencies named with
 *   their kind ("the daily Asahi Shimbun", "the Tanjug news agency", press-names.ts), firms named
 *   by their trade ("Nikko Securities", firm-heads.ts), definitions (definitions.ts), names after a verb opening a sentence (imperatives.ts), parties
 *   named by their contract roles (contract-roles.ts) after firms' aliases (firm-aliases.ts), field labels before telephone numbers
 *   (field-labels.ts), spans of job-title words (title-spans.ts), firms' names cut at their legal
 *   forms and after headings (legal-form-splits.ts), names extended over a legal form right after
 *   them ("Fiat SpA", legal-form-ends.ts);
 * - hashtags (hashtags.ts), handles (handles.ts), a given name alone in brackets (bracketed-names.ts), degrees and suffixes after names
 *   (post-nominals.ts), state codes after places (region-codes.ts); in German, genitives
 *   (german-genitive.ts) and rulers' epithets (epithets.ts);
 * - in German, Dutch and French, institutions named by an adjective and an institution noun
 *   (adjective-institutions.ts: "Europäische Zentralbank", "Tweede Kamer", "Assemblée nationale");
 *   outside English, a name after a noun for a kind of organisation (org-appositions.ts: "le
 *   constructeur Renault", "a empresa Vale", "die Gewerkschaft Verdi"), an institution named by its
 *   kind and its town (institution-places.ts: "Universität Heidelberg", "Banque de France") and
 *   German federal bodies ("Bundestag"); in Dutch, a given name, particles and a family name
 *   (particle-names.ts: "Vincent van Gogh"); outside English, acronyms after a definite article
 *   (article-acronyms.ts: "de PVV") and initials before a place (acronym-places.ts: "VfB Stuttgart").
 */
import type { Candidate, Language } from '../../types.ts';
import { findAddresses } from './address.ts';
import { findAges } from './age.ts';
import { type Doc, RECOGNIZER_NAME, createDoc } from './doc.ts';
import { functionWordsFor } from './lang/index.ts';
import { lexicon } from './lexicon.ts';
import { caselessTagger, nameTagger } from './model-file.ts';
import { sportLabelEnd } from './model/sport-labels.ts';
import { acronymExpansions } from './passes/acronym-expansions.ts';
import { acronymPlaces } from './passes/acronym-places.ts';
import { adjectiveInstitutions } from './passes/adjective-institutions.ts';
import { articleAcronyms } from './passes/article-acronyms.ts';
import { articleClubs } from './passes/article-clubs.ts';
import { appositionAges } from './passes/ages.ts';
import { contractRoles } from './passes/contract-roles.ts';
import { columnHeaders } from './passes/column-headers.ts';
import { coordinatedNames } from './passes/coordinated-names.ts';
import { countryPossessives } from './passes/country-possessives.ts';
import { cricket } from './passes/cricket.ts';
import { datelines } from './passes/datelines.ts';
import { definitions } from './passes/definitions.ts';
import { sportingEvents } from './passes/events.ts';
import { elections } from './passes/elections.ts';
import { demonymLeads } from './passes/demonym-lead.ts';
import { demonyms } from './passes/demonyms.ts';
import { germanEpithets } from './passes/epithets.ts';
import { fieldLabels } from './passes/field-labels.ts';
import { firmAliasNames } from './passes/firm-aliases.ts';
import { firmHeads } from './passes/firm-heads.ts';
import { germanGenitives } from './passes/german-genitive.ts';
import { groupNouns } from './passes/group-nouns.ts';
import { headedOrgPlaces } from './passes/headed-org-places.ts';
import { bracketedNames } from './passes/bracketed-names.ts';
import { brothersFirms } from './passes/brothers-firms.ts';
import { handleSpans } from './passes/handle-spans.ts';
import { handles } from './passes/handles.ts';
import { hashtags } from './passes/hashtags.ts';
import { imperatives } from './passes/imperatives.ts';
import { institutionPlaces } from './passes/institution-places.ts';
import { frenchComplements } from './passes/french-complements.ts';
import { jobTitles } from './passes/job-titles.ts';
import { knownOrganisations } from './passes/known-orgs.ts';
import { riverFrames } from './passes/river-frames.ts';
import { lineLabels } from './passes/line-labels.ts';
import { listedOrgPlaces } from './passes/listed-org-places.ts';
import { newPlaces } from './passes/new-places.ts';
import { lowerSurnames } from './passes/lower-surnames.ts';
import { marketFirms } from './passes/market-firms.ts';
import { neverAlone } from './passes/never-alone.ts';
import { pressNames } from './passes/press-names.ts';
import { leadingParticles } from './passes/leading-particles.ts';
import { legalFormEnds } from './passes/legal-form-ends.ts';
import { legalFormSplits } from './passes/legal-form-splits.ts';
import { isLowercaseDocument, lowercaseDocName } from './passes/lowercase-document.ts';
import { particleNames } from './passes/particle-names.ts';
import { partnerFirms } from './passes/partner-firms.ts';
import { peoplePossessives } from './passes/people-possessives.ts';
import { personAfterTo } from './passes/person-after-to.ts';
import { orgAndOrg } from './passes/org-and-org.ts';
import { organisationNames } from './passes/organisation-names.ts';
import { orgAppositions } from './passes/org-appositions.ts';
import { namesBeforeOffices, personOf } from './passes/person-of.ts';
import { placeLedOrgs } from './passes/place-led-orgs.ts';
import { playerClubs } from './passes/player-clubs.ts';
import { postNominals } from './passes/post-nominals.ts';
import { propagate } from './passes/propagate.ts';
import { regionCodes } from './passes/region-codes.ts';
import { riderTeams } from './passes/rider-teams.ts';
import { roleTitles } from './passes/role-titles.ts';
import { scorerLines } from './passes/scorers.ts';
import { sentenceThe } from './passes/sentence-the.ts';
import { sportsResults } from './passes/sports-results.ts';
import { standings } from './passes/standings.ts';
import { surnameLists } from './passes/surname-lists.ts';
import { surnamePairs } from './passes/surname-pairs.ts';
import { tennisDraws } from './passes/tennis-draws.ts';
import { titleSpans } from './passes/title-spans.ts';
import { prepare, type Token } from './prepare.ts';
import { lowerLead } from './rules/lower-lead.ts';
import { orgWords } from './rules/org-words.ts';
import { placeWords } from './rules/place-words.ts';
import { brandNames } from './passes/brands.ts';
import { symbolEdges } from './passes/symbol-edges.ts';
import { personWords } from './rules/person-words.ts';
import { sentenceStart, triggerBefore } from './rules/context.ts';
import { lowercaseHonorific, lowercaseName, speakerLabel } from './rules/lowercase.ts';
import { classifyRun, collectRun } from './rules/runs.ts';
import { MIN_SCORE } from './scores.ts';
import { LOWERCASE_HONORIFIC_SHAPES, LOWERCASE_TRIGGER_SHAPES, V_LOWERCASE_HONORIFICS, V_LOWERCASE_TRIGGER_LAST, inSet } from './vocab-bits.ts';
import { vote } from './vote.ts';
import { mayBeInList } from './words.ts';

/**
 * The places that field national sides: countries, and the home nations, which the gazetteer lists
 * as states. Other states are clubs' towns ("Benfica 2 Porto 2", "Hamburg", "Bremen", "Berlin").
 */
const HOME_NATIONS: ReadonlySet<string> = new Set(['england', 'scotland', 'wales', 'northern ireland']);

/**
 * Characters without which the lenient preparation equals the strict one: a handle ("@jane", or
 * "@ jane" as tokenised text has it), not the @ of an e-mail address.
 */
const LENIENT_DIFFERS = /(?:^|[\s("'“])@ ?[\p{L}\p{N}_]/u;

// Module-level callbacks for prepare(): closures built per call would cost an allocation each time.
export const keepUpper = (w: string) => lexicon().acronyms.has(w);
export const isKnownName = (w: string) => lexicon().orgs.has(w.toLowerCase()) || lexicon().surname.has(w.toLowerCase());
// The same for the passes' place questions (under tsx a named closure per call also costs an
// Object.defineProperty, which showed as 0.6% of the engine's time).
const isNation = (lower: string) => lexicon().places.get(lower) === 'country' || HOME_NATIONS.has(lower);
const isTown = (lower: string) => (lexicon().places.get(lower) ?? 'country').startsWith('city');

export function detectNames(text: string, language: Language, patternCandidates: readonly Candidate[]): Candidate[] {
  const lex = lexicon();
  const prep = prepare(text, patternCandidates, keepUpper, isKnownName);
  const doc = createDoc(text, language, lex, prep.tokens);
  addressesAndAges(doc, prep.work);
  scanTokens(doc);
  propagate(doc);
  appositionAges(doc);
  jobTitles(doc);
  roleTitles(doc);
  // The model reads the lenient view (handles and camel-case words kept), which differs from the
  // strict one only when the text has one of their characters (an at sign first: most texts have none).
  const modelTokens = text.includes('@') && LENIENT_DIFFERS.test(text) ? prepare(text, patternCandidates, keepUpper, isKnownName, true).tokens : doc.tokens;
  const tagger = caselessText(modelTokens) ? caselessTagger() : nameTagger();
  if (tagger === null) return doc.out;
  const tagged = tagger.tag(modelTokens, language, text);
  const nouns = doc.lang.capitalisedNouns ? tagger.ordinary(language) : undefined;
  const reduced = orgWords(personWords(nouns === undefined ? tagged : placeWords(tagged, modelTokens, lex, nouns), modelTokens, lex, nouns, language === 'en'), modelTokens);
  // English only: elsewhere lower-case articles and prepositions open place names ("rue de la Paix", "de Haag").
  const spans = language === 'en' ? lowerLead(reduced, modelTokens) : reduced;
  const names = vote(doc.out, spans, modelTokens, text, RECOGNIZER_NAME);
  handleSpans(names, text, lex);
  lineLabels(names, text, lex, tagger.ordinary(language));
  knownOrganisations(names, text, lex);
  listedOrgPlaces(names, text, lex, RECOGNIZER_NAME);
  if (language === 'de' || language === 'fr') riverFrames(names, text, language, lex);
  if (language === 'en') {
    demonyms(names, text, lex);
    countryPossessives(names, text, lex);
    headedOrgPlaces(names, text, lex);
    orgAndOrg(names, text);
    demonymLeads(names, text, lex);
    personAfterTo(names, text, lex, RECOGNIZER_NAME);
    placeLedOrgs(names, text, RECOGNIZER_NAME);
    sentenceThe(names, text);
    sportingEvents(names, text);
    elections(names, text);
    personOf(names, text, lex);
    namesBeforeOffices(names, text);
    organisationNames(names, text, RECOGNIZER_NAME);
    peoplePossessives(names, text, RECOGNIZER_NAME);
    acronymExpansions(names, text, lex, RECOGNIZER_NAME);
  }
  coordinatedNames(names, text, lex, language);
  newPlaces(names, text, language);
  adjectiveInstitutions(names, text, language, lex, tagger.ordinary(language), RECOGNIZER_NAME);
  institutionPlaces(names, text, language, RECOGNIZER_NAME);
  if (language === 'fr') frenchComplements(names, text, RECOGNIZER_NAME);
  if (language !== 'en') orgAppositions(names, text, language);
  articleAcronyms(names, text, language, lex, RECOGNIZER_NAME);
  if (language !== 'en') acronymPlaces(names, text, lex, tagger.ordinary(language), RECOGNIZER_NAME);
  if (language === 'nl') particleNames(names, text, lex, RECOGNIZER_NAME);
  if (language === 'pt') articleClubs(names, text, lex);
  datelines(names, text, RECOGNIZER_NAME);
  sportsResults(names, text, RECOGNIZER_NAME, isNation);
  playerClubs(names, text, isTown);
  standings(names, text, RECOGNIZER_NAME);
  columnHeaders(names, text);
  riderTeams(names, text, RECOGNIZER_NAME, isNation);
  tennisDraws(names, text, RECOGNIZER_NAME, isNation);
  cricket(names, text, RECOGNIZER_NAME);
  scorerLines(names, text, lex, RECOGNIZER_NAME);
  if (language === 'en') {
    surnameLists(names, text, lex, RECOGNIZER_NAME);
    surnamePairs(names, text, lex, RECOGNIZER_NAME);
    groupNouns(names, text, lex, RECOGNIZER_NAME);
    leadingParticles(names, text);
    partnerFirms(names, text, lex, RECOGNIZER_NAME);
    brothersFirms(names, text);
    marketFirms(names, text, lex, RECOGNIZER_NAME);
    pressNames(names, text, lex, RECOGNIZER_NAME);
    firmHeads(names, text);
    definitions(names, text);
    imperatives(names, text, lex, RECOGNIZER_NAME);
    lowerSurnames(names, text, lex);
    firmAliasNames(names, text, RECOGNIZER_NAME);
    contractRoles(names, text, lex);
    fieldLabels(names, text, lex);
    titleSpans(names, text, lex);
    legalFormSplits(names, text);
    legalFormEnds(names, text);
    brandNames(names, text, lex, RECOGNIZER_NAME);
  }
  hashtags(names, text, lex, RECOGNIZER_NAME);
  handles(names, text, lex, RECOGNIZER_NAME, language === 'en');
  bracketedNames(names, text, lex, RECOGNIZER_NAME);
  postNominals(names, text);
  regionCodes(names, text, RECOGNIZER_NAME, language);
  if (language === 'de') {
    germanGenitives(names, text, lex, tagger.ordinary(language), RECOGNIZER_NAME);
    germanEpithets(names, text);
  }
  neverAlone(names, text, language);
  symbolEdges(names, text);
  return names;
}

/**
 * Text without case distinctions, which the caseless model reads (model-file.ts): at least three
 * words, most of them on shouted lines (headlines, forms in capitals), or, none shouted, a first
 * word in lower case and no capitalised word at all (chat). Prose with few capitals ("Mr.
 * Knightley, a sensible man about seven or eight-and-thirty, …") starts with one and stays with the
 * main model; a looser rule (fewer than one in ten, whatever the first word) routed half of the
 * novels' sentences and cost dev/ 0.0008 of the target mean. Text with some capitals ("i met Sarah
 * in denver", an OCR'd fragment that starts mid-sentence) stays with the main model too, which
 * reads the capitals it has: routing it when fewer than one word in five was capitalised cost dev/
 * F2 0.0005 with the caseless model of 2026-11-27 (seventh session; historical French and Dutch).
 */
export function caselessText(tokens: readonly Token[]): boolean {
  let words = 0;
  let caps = 0;
  let shouted = 0;
  let firstLower = false;
  for (const t of tokens) {
    if (t.kind !== 1) continue;
    if (words === 0) firstLower = !t.cap;
    words++;
    if (t.shouted) shouted++;
    else if (t.cap) caps++;
  }
  return words >= 3 && (shouted * 2 > words || (shouted === 0 && firstLower && caps === 0));
}

/** Addresses first: their words (street and city names) are then off limits to the name runs. Ages too. */
function addressesAndAges(doc: Doc, work: string): void {
  const { text, tokens } = doc;
  const addresses = findAddresses(work, tokens);
  if (addresses.length > 0) {
    let k = 0;
    for (const a of addresses) {
      if (a.score < MIN_SCORE) continue;
      doc.out.push(a);
      while (k < tokens.length && tokens[k]!.e <= a.start) k++;
      for (let m = k; m < tokens.length && tokens[m]!.s < a.end; m++) doc.claimed[m] = 1;
    }
  }
  // The tokens describe `text` itself only when nothing was masked or title-cased.
  for (const a of findAges(text, work === text ? tokens : undefined)) doc.out.push(a);
}

/** One pass over the tokens: lowercase names where they can be, runs of capitalised words through the rules. */
function scanTokens(doc: Doc): void {
  const { tokens } = doc;
  const lowerDoc = doc.lang.lowercaseDocuments && isLowercaseDocument(tokens);
  const openers = functionWordsFor(doc.language);
  const english = doc.language === 'en';
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (doc.claimed[i] || t.kind !== 1) continue;
    // A closed-class word opening a sentence is no name and no part of one ("Como o Estado …", not
    // the Italian town; "Allerdings …"), as in the model's decoding (lang/de.ts, lang/pt.ts).
    if (openers !== undefined && t.cap && openers.has(t.lower) && sentenceStart(doc, i)) continue;
    // A sport's label opening a headline ("RUGBY UNION - …") is no name, as in the model's decoding.
    if (english && (i === 0 || t.nl) && t.cap) {
      const dash = sportLabelEnd(tokens, i);
      if (dash >= 0) {
        i = dash;
        continue;
      }
    }
    // speakerLabel needs "Name:" (a glued colon): test that here, before the call, for every word.
    const colon = tokens[i + 1];
    if (colon !== undefined && colon.t === ':' && colon.glued && speakerLabel(doc, i)) continue;
    if (lowerDoc && !t.cap && lowercaseDocName(doc, i)) continue;
    if (!t.cap) {
      if (mayBeInList(t, LOWERCASE_HONORIFIC_SHAPES) && inSet(t, V_LOWERCASE_HONORIFICS) && lowercaseHonorific(doc, i)) continue;
      const prev = tokens[i - 1];
      if (prev && mayBeInList(prev, LOWERCASE_TRIGGER_SHAPES) && inSet(prev, V_LOWERCASE_TRIGGER_LAST) && triggerBefore(doc, i)?.lowercase) lowercaseName(doc, i);
      continue;
    }
    const j = collectRun(doc, i);
    classifyRun(doc, i, j);
    i = j;
  }
}

