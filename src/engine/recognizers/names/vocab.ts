/**
 * Small hand-written word lists the name detector reasons with: honorifics, trigger phrases,
 * organisation and street suffixes, job titles. Large generated lexicons live in data/ (lexicon.ts).
 * Keys are lowercase unless stated; a trailing '.' is stripped before lookup.
 */

/** The words of a whitespace-separated list, as a set. */
export const wordSet = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));
const set = wordSet;

/** Courtesy titles: reported as TITLE, and a capitalised word after one is almost surely a name. */
export const HONORIFICS = set(`
mr mrs ms miss mx mister dr doctor prof professor sir dame lord lady madam madame rev reverend fr father
rabbi imam sheikh sheikha shaykh hon honourable honorable mrs. messrs mesdames sra sr srta señor señora señorita don doña dª
herr frau fräulein monsieur mme mlle mons signor signora signorina sig dott dott.ssa dottor dottoressa avv ing arch
dhr mevr mevrouw meneer heer pan pani panna panią panem pana panu sen senhor senhora dona herrn dra pr
`);

/** Honorifics that also work in lowercase chat ("did mr. huth reply?"). */
export const LOWERCASE_HONORIFICS = set('mr mrs ms mx dr prof mme mlle sr sra srta dhr mevr herr frau');

/** Honorifics that only count when followed by '.', to avoid the French "M" and Portuguese "Sr" ambiguity. */
export const DOTTED_HONORIFICS = set('m mm');

/** Dutch academic titles, honorifics in every language when followed by '.': "Ir. Visser", "Drs. de Vries" (not model features). */
export const DOTTED_ACADEMIC_TITLES = set('ir drs');

/**
 * Office and rank titles written before a name ("Prime Minister Keir Starmer", "Judge Judy Sheindlin").
 * Reported as TITLE; evidence for PERSON when followed by a name-shaped run.
 */
export const OFFICE_TITLES = set(`
president vice-president premier chancellor minister secretary senator sen rep representative congressman congresswoman
governor gov mayor ambassador judge justice chief commissioner inspector detective det sergeant sgt officer constable pc
captain capt lieutenant lt colonel col general gen major maj admiral adm commander cmdr corporal cpl private pvt marshal
king queen prince princess duke duchess emperor empress pope cardinal bishop archbishop pastor deacon saint sister brother
coach manager chairman chairwoman chairperson director ceo cfo cto coo founder co-founder agent nurse
councillor councilor alderman sheriff deputy speaker leader spokesman spokeswoman spokesperson
`);

/** Multi-word office titles, matched as lowercase token sequences before a name. */
export const MULTI_TITLES: readonly (readonly string[])[] = [
  ['prime', 'minister'],
  ['first', 'minister'],
  ['deputy', 'prime', 'minister'],
  ['foreign', 'minister'],
  ['foreign', 'secretary'],
  ['home', 'secretary'],
  ['defence', 'secretary'],
  ['defense', 'secretary'],
  ['defence', 'minister'],
  ['defense', 'minister'],
  ['finance', 'minister'],
  ['health', 'secretary'],
  ['secretary', 'of', 'state'],
  ['attorney', 'general'],
  ['chief', 'executive'],
  ['chief', 'justice'],
  ['supreme', 'leader'],
  ['crown', 'prince'],
  ['vice', 'president'],
  ['first', 'lady'],
  ['lord', 'chancellor'],
  ['chief', 'inspector'],
  ['detective', 'inspector'],
  ['detective', 'sergeant'],
  ['chief', 'constable'],
  ['head', 'coach'],
  ['state', 'senator'],
  ['us', 'senator'],
  ['u.s.', 'senator'],
];

/** Job titles for "X, the chief financial officer" / "CEO X" patterns (TITLE entity). */
export const JOB_HEADS = set(`
officer executive director manager engineer developer designer analyst consultant architect scientist researcher
professor lecturer teacher nurse doctor physician surgeon pharmacist lawyer attorney accountant auditor administrator
coordinator specialist technician assistant secretary president chairman chairwoman founder editor reporter
correspondent journalist producer strategist economist advisor adviser counsel clerk supervisor superintendent
`);
export const JOB_MODIFIERS = set(`
senior junior lead principal staff chief head deputy assistant associate executive managing general vice regional
national global software data product project program programme marketing sales finance financial operating technology
technical information security research medical nursing legal human resources hr customer account communications
creative art design operations business development quality it network systems clinical registered certified
`);
export const JOB_ACRONYMS = set('CEO CFO CTO COO CIO CMO CISO CPO CHRO VP SVP EVP MD GM');

/** Phrases before a name (lowercase token sequences). Score is the PERSON score a name-shaped run gets after it. */
export const PERSON_TRIGGERS: readonly { words: readonly string[]; score: number; lowercase?: boolean }[] = [
  { words: ['my', 'name', 'is'], score: 0.92, lowercase: true },
  { words: ['my', "name's"], score: 0.9, lowercase: true },
  { words: ['name', 'is'], score: 0.85, lowercase: true },
  { words: ['call', 'me'], score: 0.75, lowercase: true },
  { words: ['i', 'am'], score: 0.6 },
  { words: ["i'm"], score: 0.6 },
  { words: ['i’m'], score: 0.6 },
  { words: ['this', 'is'], score: 0.6 },
  { words: ['name', ':'], score: 0.9, lowercase: true },
  { words: ['patient', ':'], score: 0.9, lowercase: true },
  { words: ['patient', 'name', ':'], score: 0.92, lowercase: true },
  { words: ['full', 'name', ':'], score: 0.92, lowercase: true },
  { words: ['contact', ':'], score: 0.8 },
  { words: ['attn', ':'], score: 0.85 },
  { words: ['attention', ':'], score: 0.8 },
  { words: ['signed', ':'], score: 0.85 },
  { words: ['signed'], score: 0.75 },
  { words: ['from', ':'], score: 0.75 },
  { words: ['to', ':'], score: 0.7 },
  { words: ['cc', ':'], score: 0.7 },
  { words: ['author', ':'], score: 0.85 },
  { words: ['employee', ':'], score: 0.85 },
  // Form and record labels for a person (eighth session): "Surname: Dekker", "Tenant: Ann Lee", "Signed for by: Kok".
  { words: ['surname', ':'], score: 0.85 },
  { words: ['forename', ':'], score: 0.85 },
  { words: ['forenames', ':'], score: 0.85 },
  { words: ['first', 'name', ':'], score: 0.85 },
  { words: ['last', 'name', ':'], score: 0.85 },
  { words: ['family', 'name', ':'], score: 0.85 },
  { words: ['given', 'name', ':'], score: 0.85 },
  { words: ['given', 'names', ':'], score: 0.85 },
  { words: ['middle', 'name', ':'], score: 0.85 },
  { words: ['maiden', 'name', ':'], score: 0.85 },
  { words: ['tenant', ':'], score: 0.85 },
  { words: ['landlord', ':'], score: 0.85 },
  { words: ['passenger', ':'], score: 0.85 },
  { words: ['pupil', ':'], score: 0.85 },
  { words: ['student', ':'], score: 0.85 },
  { words: ['applicant', ':'], score: 0.85 },
  { words: ['claimant', ':'], score: 0.85 },
  { words: ['policyholder', ':'], score: 0.85 },
  { words: ['witness', ':'], score: 0.85 },
  { words: ['victim', ':'], score: 0.85 },
  { words: ['suspect', ':'], score: 0.85 },
  { words: ['driver', ':'], score: 0.85 },
  { words: ['guest', ':'], score: 0.85 },
  { words: ['client', ':'], score: 0.85 },
  { words: ['caller', ':'], score: 0.85 },
  { words: ['assignee', ':'], score: 0.85 },
  { words: ['assigned', 'to', ':'], score: 0.85 },
  { words: ['reporter', ':'], score: 0.85 },
  { words: ['approver', ':'], score: 0.85 },
  { words: ['reviewer', ':'], score: 0.85 },
  { words: ['prescriber', ':'], score: 0.85 },
  { words: ['surgeon', ':'], score: 0.85 },
  { words: ['attending', ':'], score: 0.85 },
  { words: ['referee', ':'], score: 0.85 },
  { words: ['next', 'of', 'kin', ':'], score: 0.85 },
  { words: ['nok', ':'], score: 0.85 },
  { words: ['emergency', 'contact', ':'], score: 0.85 },
  { words: ['guardian', ':'], score: 0.85 },
  { words: ['parent', '/', 'carer', ':'], score: 0.85 },
  { words: ['signed', 'for', 'by', ':'], score: 0.85 },
  { words: ['signatory', ':'], score: 0.85 },
  { words: ['vorname', ':'], score: 0.85 },
  { words: ['nachname', ':'], score: 0.85 },
  { words: ['familienname', ':'], score: 0.85 },
  { words: ['mieter', ':'], score: 0.85 },
  { words: ['vermieter', ':'], score: 0.85 },
  { words: ['prénom', ':'], score: 0.85 },
  { words: ['prénoms', ':'], score: 0.85 },
  { words: ['nom', 'de', 'famille', ':'], score: 0.85 },
  { words: ['locataire', ':'], score: 0.85 },
  { words: ['bailleur', ':'], score: 0.85 },
  { words: ['voornaam', ':'], score: 0.85 },
  { words: ['voornamen', ':'], score: 0.85 },
  { words: ['achternaam', ':'], score: 0.85 },
  { words: ['huurder', ':'], score: 0.85 },
  { words: ['verhuurder', ':'], score: 0.85 },
  { words: ['patiënt', ':'], score: 0.85 },
  { words: ['sobrenome', ':'], score: 0.85 },
  { words: ['paciente', ':'], score: 0.85 },
  { words: ['locatário', ':'], score: 0.85 },
  { words: ['locador', ':'], score: 0.85 },
  { words: ['surname'], score: 0.75 },
  { words: ['forename'], score: 0.75 },
  { words: ['given', 'names'], score: 0.75 },
  { words: ['given', 'name'], score: 0.75 },
  { words: ['first', 'name'], score: 0.75 },
  { words: ['last', 'name'], score: 0.75 },
  { words: ['family', 'name'], score: 0.75 },
  { words: ['good', 'morning'], score: 0.75 },
  { words: ['good', 'afternoon'], score: 0.75 },
  { words: ['good', 'evening'], score: 0.75 },
  { words: ['bonjour'], score: 0.75 },
  { words: ['hola'], score: 0.75 },
  { words: ['buongiorno'], score: 0.75 },
  { words: ['hallo'], score: 0.75 },
  { words: ['olá'], score: 0.75 },
  { words: ['dear'], score: 0.88 },
  { words: ['hi'], score: 0.75 },
  { words: ['hello'], score: 0.75 },
  { words: ['hey'], score: 0.7 },
  { words: ['thanks'], score: 0.7 },
  { words: ['birthday'], score: 0.75 },
  { words: ['ask'], score: 0.6 },
  { words: ["who's"], score: 0.6 },
  { words: ['congratulations'], score: 0.7 },
  { words: ['congrats'], score: 0.7 },
  { words: ['thanks', ','], score: 0.75 },
  { words: ['thank', 'you', ','], score: 0.7 },
  { words: ['love', ','], score: 0.65 },
  { words: ['best', 'wishes', ','], score: 0.75 },
  { words: ['thank', 'you'], score: 0.65 },
  { words: ['regards', ','], score: 0.8 },
  { words: ['sincerely', ','], score: 0.85 },
  { words: ['cheers', ','], score: 0.75 },
  { words: ['best', ','], score: 0.7 },
  { words: ['by'], score: 0.6 },
  { words: ['according', 'to'], score: 0.65 },
  { words: ['said'], score: 0.7 },
  { words: ['says'], score: 0.65 },
  { words: ['told'], score: 0.6 },
  { words: ['asked'], score: 0.6 },
  { words: ['married'], score: 0.75 },
  { words: ['with'], score: 0.5 },
  // German, Spanish, French, Italian, Dutch, Portuguese, Polish self-introductions and form labels.
  { words: ['ich', 'heiße'], score: 0.9, lowercase: true },
  { words: ['mein', 'name', 'ist'], score: 0.92, lowercase: true },
  { words: ['me', 'llamo'], score: 0.9, lowercase: true },
  { words: ['mi', 'nombre', 'es'], score: 0.92, lowercase: true },
  { words: ['je', "m'appelle"], score: 0.9, lowercase: true },
  { words: ['mon', 'nom', 'est'], score: 0.92, lowercase: true },
  { words: ['mi', 'chiamo'], score: 0.9, lowercase: true },
  { words: ['il', 'mio', 'nome', 'è'], score: 0.92, lowercase: true },
  { words: ['mijn', 'naam', 'is'], score: 0.92, lowercase: true },
  { words: ['ik', 'heet'], score: 0.9, lowercase: true },
  { words: ['meu', 'nome', 'é'], score: 0.92, lowercase: true },
  { words: ['chamo-me'], score: 0.9, lowercase: true },
  { words: ['me', 'chamo'], score: 0.9, lowercase: true },
  { words: ['nazywam', 'się'], score: 0.9, lowercase: true },
  { words: ['mam', 'na', 'imię'], score: 0.9, lowercase: true },
  { words: ['nombre', ':'], score: 0.9, lowercase: true },
  { words: ['nom', ':'], score: 0.9, lowercase: true },
  { words: ['nome', ':'], score: 0.9, lowercase: true },
  { words: ['naam', ':'], score: 0.9, lowercase: true },
  { words: ['nazwisko', ':'], score: 0.9, lowercase: true },
  { words: ['imię', ':'], score: 0.9, lowercase: true },
  { words: ['sehr', 'geehrter'], score: 0.88 },
  { words: ['sehr', 'geehrte'], score: 0.88 },
  { words: ['liebe'], score: 0.75 },
  { words: ['lieber'], score: 0.75 },
  { words: ['estimado'], score: 0.85 },
  { words: ['estimada'], score: 0.85 },
  { words: ['querido'], score: 0.8 },
  { words: ['querida'], score: 0.8 },
  { words: ['cher'], score: 0.8 },
  { words: ['chère'], score: 0.8 },
  { words: ['caro'], score: 0.75 },
  { words: ['cara'], score: 0.75 },
  { words: ['gentile'], score: 0.85 },
  { words: ['beste'], score: 0.75 },
  { words: ['szanowny', 'panie'], score: 0.9 },
  { words: ['szanowna', 'pani'], score: 0.9 },
];

/** Verbs (and other words) right after a name that mark a person as the subject. */
export const SPEECH_AFTER = set(`
said says told tells added adds asked asks wrote writes explained explains noted notes argued argues claimed claims stated states
replied replies insisted insists warned warns announced announces tweeted posted confirmed confirms denied denies admitted admits
recalled recalls believes believed thinks thought wants wanted hopes hoped testified pleaded smiled laughed shouted whispered
sighed nodded urged urges vowed vows suggested suggests acknowledged acknowledges conceded concedes signed resigned died
mentioned mentions replied texted emailed called messaged shouted yelled laughed
`);

/** Role nouns right before a capitalised run ("analyst Jane Roe", "striker Harry Kane"). */
export const ROLE_BEFORE = set(`
analyst economist spokesperson spokesman spokeswoman lawyer attorney actor actress singer rapper musician player striker
midfielder defender goalkeeper quarterback pitcher batter driver rider golfer boxer coach manager author writer novelist poet
journalist reporter columnist editor photographer artist director filmmaker producer chef designer founder investor
billionaire entrepreneur businessman businesswoman scientist researcher professor historian doctor nurse surgeon patient
children sons daughters parents grandchildren brothers sisters twins victim suspect defendant plaintiff witness officer detective nephew niece son daughter wife husband mother father brother
sister grandmother grandfather uncle aunt cousin friend colleague girlfriend boyfriend partner fiancé fiancée widow widower
candidate lawmaker legislator congressman congresswoman senator diplomat envoy negotiator activist campaigner blogger
influencer comedian presenter host anchor teammate captain star winner champion veteran teenager resident student
`);

/** Legal-form suffixes: a capitalised run ending in one is an organisation. Case-sensitive, without final '.'. */
export const ORG_LEGAL = new Set(
  `Inc Incorporated Corp Corporation Ltd Limited LLC L.L.C LLP LP PLC Plc plc GmbH AG KG KGaA SE SA S.A S.A.S SAS SARL
  S.L SL SpA S.p.A Srl S.r.l NV N.V BV B.V AB ASA Oy A/S ApS Pty Co Cie Cia Bhd Sdn PLLC PC`
    .split(/\s+/)
    .filter(Boolean),
);

/** Last words of a firm's name after "and" or "&" ("Thompson and Sons", "Bell & Partners"). Not a model feature. */
export const FIRM_TAILS = new Set(['Sons', 'Son', 'Daughters', 'Brothers', 'Partners', 'Associates', 'Company', 'Co']);

/** Head nouns that end organisation names ("Acme Bank", "Leeds Teaching Hospitals"). Lowercase. */
export const ORG_HEADS = set(`
company group holdings holding bank banks airlines airline airways technologies technology tech systems solutions labs
laboratories pharmaceuticals pharma motors automotive foods partners capital ventures associates industries enterprises
media energy insurance trust fund funds foundation institute institution university college school academy hospital
hospitals clinic infirmary council commission committee agency authority department ministry police service services party
union association society federation league club fc church court army navy corps board bureau administration assembly
parliament senate congress network news times post journal herald tribune gazette telegraph magazine records studios
pictures entertainment games software electronics telecom telecommunications communications railways railway transit
consulting consultants advisors exchange realty properties logistics shipping brewery brewing stores supermarkets restaurants
hotels resorts center centre forum cooperative co-op guild chamber office directorate secretariat tribunal inc corp ltd llc plc gmbh
`);

/** Nouns that start "X of Y" organisation names ("University of Oxford", "Bank of America"). Lowercase. */
export const ORG_OF_HEADS = set(`
university bank ministry department institute college school church house court board bureau office museum academy
council commission federation association society league chamber company federal corporation politecnico
`);

/** Words that start organisation names in other languages, and in English bank names ("Banco Santander", "Deutsche Bank"). */
export const ORG_PREFIXES = set(`
banco banca banque bank caixa caja caisse grupo groupe gruppo compagnie compañía companhia sociedad société società sociedade
fundación fundação fondation fondazione stiftung stichting fundacja universidad université università universidade universität
uniwersytet universiteit hospital hôpital ospedale klinikum instituto institut istituto instytut ministerio ministère ministero
ministerium ministerie ministério ministerstwo agencia agence agenzia banka
`);

/** Nouns that start "X of Y" place names ("Republic of Ireland", "City of London", "Gulf of Mexico"). */
export const LOC_OF_HEADS = set('republic kingdom city county state province gulf bay isle island islands sea straits strait lake mount port cape district borough town village');

/** Words after which a gazetteer hit is very likely a place. Lowercase; per language where cheap. */
export const LOC_PREPOSITIONS = set(`
in from to near at across outside around via toward towards into through throughout within between of
aus nach bei im vom zum zur en desde hacia cerca à au aux dans vers près da di a nella nel verso vicino naar bij uit
em do no na para perto w we z ze do pod koło
`);

/** Street-type words for addresses (lowercase, without '.'): USPS Publication 28's suffixes (plurals too) and British ones. */
export const STREET_SUFFIXES = `
street st avenue ave av road rd boulevard blvd lane ln drive dr court ct place pl square sq terrace ter way parkway pkwy
highway hwy circle cir trail trl crescent cres close grove gardens garden row mews alley plaza route rte walk hill park
loop pike expressway freeway turnpike causeway embankment wharf quay esplanade promenade green common vale view
annex arcade bayou beach bend bluff bluffs bottom branch bridge brook brooks burg bypass camp canyon cape center centre
cliff cliffs club corner corners course cove coves creek crest crossing crossroad curve dale dam divide estate estates
extension falls ferry field fields flat flats ford fords forest forge forges fork forks fort gateway glen glens harbor
harbour haven heights hollow inlet island islands isle junction key keys knoll knolls lake lakes land landing light
lights lock locks lodge mall manor manors meadow meadows mill mills mission motorway mount mountain mountains neck orchard
oval overpass pass passage path pine pines plain plains point points port ports prairie radial ramp ranch rapid rapids
rest ridge ridges river run shoal shoals shore shores skyway spring springs spur spurs station stravenue stream summit
throughway trace track trafficway tunnel underpass union unions valley valleys viaduct village villages ville vista
wall well wells garth rise chase croft drove fold gate wynd parade approach circus yard circuit
burgs centers circles courts drives extensions fall greens groves harbors hills junctions loaf parks parkways roads rue
squares streets via views walks ways
`.split(/\s+/).filter(Boolean);

/** Capitalised words that are never names themselves (sentence starters, pronouns, interjections). Lowercase. */
export const NEVER_NAME = set(`
the a an this that these those there here it its i i'm i've i'll i'd we you he she they them his her their our your my me us
him and or but if so yet nor for of in on at by to from with about as into over after before during since until while when
where why how what which who whom whose whether because although though however therefore moreover furthermore meanwhile
also still just only even already again yes no not ok okay hi hello hey dear thanks thank please sorry well oh ah wow
today tomorrow yesterday tonight now then soon later always never sometimes perhaps maybe
bonjour bonsoir salut hallo hola buongiorno buonasera ciao olá ola oi goedemorgen goedemiddag hoi dzień witam
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
january february march april may june july august september october november december jan feb mar apr jun jul aug sep
sept oct nov dec christmas easter halloween thanksgiving ramadan diwali hanukkah
mondays tuesdays wednesdays thursdays fridays saturdays sundays
note notes fig figure table section chapter page step item example summary introduction conclusion abstract appendix
error warning info debug trace fatal exception null undefined true false none nan todo fixme
subject re fw fwd cc bcc attn
`);

/** Month names that are also given names: kept only inside a name ("Theresa May", "April Ryan"). */
export const MONTH_NAMES = set('january february march april may june july august september october november december');

/** Tokens that continue a name between capitalised words. */
export const NAME_PARTICLES = set("van von de da di del della delle dei degli der den des du do dos das la le bin bint ibn al el y e ter ten zu zur vom af ben abu op st. st");

/** Connectors allowed inside organisation/place names ("Bank of America", "Procter & Gamble"). */
export const CONNECTORS = set('of & and for the de du des la le del di da der für');

/** Abbreviations whose final '.' does not end a run or a sentence. Lowercase, without '.'. */
export const ABBREVIATIONS = set('mr mrs ms dr prof st mt ft jr sr rev gen col capt lt sgt sen rep gov inc corp ltd co no vs etc dept univ bros messrs mme mlle hon det insp supt dott sig sra srta av ave blvd rd dhr mevr dra drs pr avv mons ir');
