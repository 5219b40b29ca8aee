/**
 * Brands people write about on social media — shops and supermarkets, restaurant chains and
 * delivery apps, airlines and train companies, telecoms, utilities and banks, platforms and
 * broadcasters, bands, clubs' short names — are organisations (the Broad Twitter Corpus labels
 * "Tesco", "BBC", "Twitter", "Arsenal", "One Direction" so). The model knows few of them: it read a
 * one-word brand after "at" or "in" as a place ("at Argos", "in Waitrose") and one before a verb as
 * a person ("Primark had a sale"), or missed it ("Deliveroo delivered …"). English only.
 * - A model PERSON or LOCATION span that is, as written, a listed brand is an ORGANIZATION; a
 *   LOCATION only when the gazetteer has no such country, state or big city.
 * - A listed brand that no name covers is added as an ORGANIZATION when written with a capital (or
 *   shouted), or in lower case when it is no English word ("starbucks", "deliveroo").
 * - A handle ("@Tesco", "@ VodafoneUK", "@ AppleSupport") whose account name is a listed brand or
 *   organisation, less a "UK", "Help", "Support", "HQ", "Official" or "News" tail, is an
 *   ORGANIZATION (the handles pass had made every unread handle a person).
 * Brands that are also ordinary words, given names or places ("Boots", "Next", "Chase", "Wolves",
 * "Iceland") are marked "*": the model's span is retyped, never a new one added, and a person only
 * stays one. Runs on the names after the vote, before the hashtags and handles passes, which then
 * take a tag's "#" in. Linear: one scan of the text's characters; a word costs a hash and a set lookup, and
 * only a word whose hash opens a listed brand is made a string and looked up.
 */
import type { Candidate } from '../../../types.ts';
import { isNameType } from '../vote.ts';
import type { Lexicon } from '../lexicon.ts';
import { LISTED_BRAND } from '../scores.ts';
import { SpanIndex } from '../span-index.ts';

/** One brand a line, "*" after an ambiguous one; words split at anything but letters and digits. */
const LIST = `
Tesco|Sainsbury's|Sainsburys|Asda|Morrisons|Waitrose|Aldi|Lidl|Primark|Argos|Boots*|Superdrug|Selfridges|Harrods|John Lewis|Debenhams|Topshop|Zara|H&M|Uniqlo|Walmart|Target*|Costco|Kmart|Walgreens|Kroger|Safeway|Whole Foods|Trader Joe's|Best Buy|Home Depot|IKEA|Poundland|Wilko|B&Q|Currys|Halfords|Matalan|TK Maxx|TJ Maxx|Marks & Spencer|Marks and Spencer|M&S|Sephora|Nordstrom|Macy's|Shoprite|Pick n Pay|Jumia|Konga|Flipkart|Myntra|Lazada|Shopee|Shein|ASOS|Etsy|eBay|Amazon|Alibaba|AliExpress|Temu|Decathlon|JD Sports|Foot Locker|Nike|Adidas|Puma*|Reebok|Gucci|Prada|Chanel*|Louis Vuitton|Burberry|Zalando|Lush*|Ann Summers|Claire's|Next*|Iceland*|Co-op*|Game*|Sports Direct|Screwfix|Wickes|Dunelm|Hobbycraft|Waterstones|WHSmith|WH Smith|Smyths|Toys R Us|GameStop|Dollar Tree|Family Dollar|Dollar General|Tractor Supply|Bed Bath & Beyond|Old Navy|Gap*|Abercrombie|Hollister|Forever 21|Urban Outfitters|Victoria's Secret|Bath & Body Works|Foschini|Mr Price|Pep*|Big Bazaar|Reliance Digital|Tata Cliq|Nykaa|Meesho|Tokopedia|Rakuten|Mercado Libre|Carrefour|Auchan|Spar*|Woolworths|Coles*|Bunnings|JB Hi-Fi|Loblaws|Canadian Tire|Shoppers Drug Mart
McDonald's|McDonalds|Burger King|KFC|Subway*|Starbucks|Costa Coffee|Caffè Nero|Caffe Nero|Pret|Pret A Manger|Greggs|Nando's|Nandos|Wagamama|Wetherspoons|Pizza Hut|Domino's|Dominos|Papa John's|Taco Bell|Chipotle|Wendy's|Chick-fil-A|Five Guys|Shake Shack|In-N-Out|Dunkin|Dunkin' Donuts|Krispy Kreme|Tim Hortons|Timmies|Jollibee|Chicken Cottage|Deliveroo|Just Eat|Uber Eats|UberEats|DoorDash|Grubhub|Postmates|Zomato|Swiggy|Toby Carvery|Frankie & Benny's|Harvester*|Itsu|Dishoom|Panera|Panera Bread|Arby's|Popeyes|Sonic Drive-In|Denny's|IHOP|Applebee's|Olive Garden|Red Lobster|Cheesecake Factory|Buffalo Wild Wings|White Castle|Jack in the Box|Carl's Jr|Hardee's|Little Caesars|Jimmy John's|Chicken Republic|Mr Bigg's|Steers|Wimpy|Chicken Licken|Debonairs|Ocean Basket|Spur*|Haldiram's|Chai Point|Barbeque Nation|Max's|Mang Inasal|Chowking|Greenwich Pizza|Yoshinoya|Din Tai Fung|Pizza Express|PizzaExpress|Zizzi|Bella Italia|Prezzo|Côte|Honest Burgers|Byron*|Leon*|Tortilla*|Krispy Kreme Doughnuts|Baskin-Robbins|Cold Stone|Ben & Jerry's|Ben and Jerry's|Cinnabon|Auntie Anne's
Ryanair|easyJet|EasyJet|British Airways|Virgin Atlantic|Emirates*|Qatar Airways|Etihad|Lufthansa|KLM|Air France|United Airlines|American Airlines|Delta Airlines|Delta Air Lines|Southwest Airlines|JetBlue|Spirit Airlines|Frontier Airlines|Alaska Airlines|Air Canada|WestJet|Qantas|Jetstar|Virgin Australia|Cathay Pacific|Singapore Airlines|Air India|IndiGo|SpiceJet|Kenya Airways|Ethiopian Airlines|Arik Air|Air Peace|Aer Lingus|Flybe|Wizz Air|Jet2|TUI|Thomas Cook|Turkish Airlines|Pegasus Airlines|AirAsia|Cebu Pacific|Philippine Airlines|Garuda Indonesia|Malaysia Airlines|Vueling|Iberia|Norwegian Air|Uber|Lyft|Bolt*|Grab*|Ola*|Gojek|Careem|Southern Rail|Northern Rail|Avanti West Coast|Eurostar|Greyhound|National Express|Megabus|Amtrak|Network Rail|ScotRail|Great Western Railway|Thameslink|Southeastern|South Western Railway|GWR|LNER|TransPennine Express|Stagecoach|Arriva|Airbnb|Booking.com|Expedia|Hertz|Avis|Enterprise Rent-A-Car|Europcar|Sixt|Premier Inn|Travelodge|Hilton*|Marriott|Holiday Inn|Hyatt|Radisson
Vodafone|EE*|O2*|Three*|Virgin Media|Sky*|BT*|TalkTalk|Plusnet|Giffgaff|Comcast|Xfinity|Verizon|AT&T|T-Mobile|Sprint*|Spectrum*|Cox Communications|Rogers*|Telus|Safaricom|Airtel|MTN|Glo*|Jio|Reliance Jio|Vi*|BSNL|Telstra|Optus|Globe Telecom|Smart Communications|PLDT|Telkomsel|Digicel|Thames Water|British Gas|EDF|E.ON|Octopus Energy|Scottish Power|SSE|K-Electric|LESCO|Eskom|PG&E|Con Edison|Barclays|HSBC|Lloyds|Lloyds Bank|NatWest|Santander|Halifax*|Nationwide*|Monzo|Revolut|Starling|PayPal|Venmo|Cash App|Chase*|Wells Fargo|Bank of America|Citibank|Citi|GTBank|Zenith Bank|Access Bank|First Bank|UBA|Ecobank|M-Pesa|Equity Bank|KCB|Capitec|FNB|Absa|Standard Bank|Nedbank|HDFC|ICICI|SBI|Paytm|PhonePe|Klarna|Western Union|MoneyGram|TransferWise|Wise*|Coinbase|Binance
Google|Facebook|Instagram|Twitter|TikTok|Snapchat|YouTube|WhatsApp|Netflix|Spotify|Hulu|Disney+|Disney Plus|HBO|HBO Max|Microsoft|Apple*|Samsung|Sony|Nintendo|Twitch|Reddit|Tumblr|LinkedIn|Pinterest|Duolingo|Tinder|Bumble|Hinge*|Zoom*|Skype|Discord|Telegram*|Signal*|Huawei|Xiaomi|Oppo|OnePlus|BlackBerry|Motorola|Nokia|Dell|HP|Lenovo|Acer|Asus|Intel|AMD|Nvidia|SpaceX|OpenAI|Yahoo|Bing|MySpace|Vine*|Periscope|Foursquare|Instacart|Shopify|Dropbox|Slack*|Canva|Fiverr|Upwork|Glassdoor|Indeed*|Zillow|Rightmove|Zoopla|Gumtree|Craigslist|Depop|Vinted|Poshmark|OnlyFans|Patreon|Kickstarter|GoFundMe|Wattpad|Roblox|Fortnite*|Epic Games|EA|Electronic Arts|Ubisoft|Activision|Blizzard*|Rockstar Games|Valve*|Steam*|PlayStation|Xbox|Mojang|Pokémon Company
BBC|ITV|Channel 4|Channel 5|CNN|Fox News|MSNBC|ESPN|Sky Sports|Sky News|BT Sport|NBC|CBS|MTV|VH1|Nickelodeon|Cartoon Network|Al Jazeera|Reuters|Daily Mail|BuzzFeed|TMZ|Radio 1|BBC Radio 1|Capital FM|Kiss FM|Heart FM|NPR|Vevo|Netflix UK|RTÉ|RTE|TV3|CBC|CTV|ABC News|NBC News|CBS News|Channel 9|Channel Nine|SBS|NDTV|Zee TV|Star Plus|Sony TV|Colors TV|GMA Network|ABS-CBN|SABC|Channels TV|NTA|Citizen TV|KTN|NTV|Arise TV|Joy FM|Metro FM|Cosmopolitan|Vogue|Grazia|Heat magazine|Hello! magazine|Rolling Stone|Billboard*|NME|Kerrang|Pitchfork|Complex*|Vice*|HuffPost|Huffington Post|Mashable|TechCrunch|The Verge|Engadget|Gizmodo|Buzzfeed News|Daily Express|Daily Mirror|Evening Standard|Metro*|The Sun*|The Guardian|Guardian*|The Telegraph|Telegraph*|The Times|New York Times|NYT|Washington Post|Wall Street Journal|WSJ|Forbes|Bloomberg|Politico|Axios|Vox*|Breitbart|Fox Sports|Sky Atlantic|E4|Dave*|Comedy Central|Disney Channel|Paramount|Warner Bros|Universal*|Pixar|Marvel*|DC Comics|Lionsgate|A24|BBC iPlayer|iPlayer|ITVX|Hotstar|Showmax|DStv|GOtv|Multichoice|Crunchyroll|Peacock*|Amazon Prime
One Direction|Little Mix|BTS|BLACKPINK|Blackpink|EXO|Twice*|Seventeen*|Stray Kids|NCT|NCT 127|Red Velvet|Big Bang*|BIGBANG|Super Junior|SHINee|Girls' Generation|ATEEZ|ENHYPEN|TXT*|ITZY|aespa|NewJeans|LE SSERAFIM|Mamamoo|GOT7|MONSTA X|Coldplay|Arctic Monkeys|Oasis*|Blur*|Radiohead|Muse*|The Beatles|Beatles|Rolling Stones|The Rolling Stones|Fleetwood Mac|Queen*|U2|Metallica|Nirvana*|Foo Fighters|Green Day|Linkin Park|Paramore|Fall Out Boy|Panic! at the Disco|My Chemical Romance|Imagine Dragons|Maroon 5|OneRepublic|The Killers|Kings of Leon|Kasabian|Stereophonics|Biffy Clyro|The 1975|5 Seconds of Summer|5SOS|McFly|Busted*|Westlife|Boyzone|Take That|JLS|The Wanted|Girls Aloud|Spice Girls|Sugababes|Destiny's Child|Fifth Harmony|Jonas Brothers|Backstreet Boys|NSYNC|*NSYNC|Black Eyed Peas|Gorillaz|Daft Punk|Rudimental|Clean Bandit|Years & Years|Bastille*|Mumford & Sons|Mumford and Sons|Florence and the Machine|Florence + the Machine|Haim*|Slipknot|Iron Maiden|AC/DC|Pink Floyd|Led Zeppelin|ABBA|Abba|Migos|Wu-Tang Clan|Wu-Tang|SB19|P-Square|Sauti Sol|Mafikizolo|Twenty One Pilots|twenty one pilots|Tame Impala|The Strokes|Vampire Weekend|Arcade Fire|The National*|Bon Iver|Keane*|Snow Patrol|The Script|Kodaline|The Vamps|Why Don't We|Union J|Pentatonix|Little Simz|Wet Wet Wet|Simply Red|Duran Duran|Depeche Mode|New Order|The Smiths|The Cure|Joy Division|Bee Gees|Earth, Wind & Fire|Red Hot Chili Peppers|Pearl Jam|Guns N' Roses|Bon Jovi|Aerosmith|Def Leppard|Blink-182|Sum 41|Good Charlotte|All Time Low|Bring Me the Horizon|Pierce the Veil|Sleeping with Sirens|The Maccabees|Foals|Wolf Alice|Catfish and the Bottlemen|The Courteeners|Sam Fender*|Kaiser Chiefs|Editors*|Elbow*|Doves*|Travis*|Ash*|Suede*|Pulp*|Madness*|UB40|Steps*|S Club 7|Hear'Say|Atomic Kitten|All Saints*|Eternal*|Mis-Teeq|So Solid Crew|N-Dubz|Boyz II Men|TLC|En Vogue|Salt-N-Pepa|OutKast|Run-DMC|Public Enemy|N.W.A|Cypress Hill|The Fugees|Fugees|Mobb Deep|A Tribe Called Quest|De La Soul|Beastie Boys|Rage Against the Machine|System of a Down|Korn|Limp Bizkit|Evanescence|Nickelback|Creed*|Three Days Grace|Breaking Benjamin|Disturbed*|Avenged Sevenfold|Bullet for My Valentine|Trivium|Megadeth|Slayer|Pantera|Black Sabbath|Deep Purple|Motörhead|Motorhead|Judas Priest|Whitesnake|Thin Lizzy|The Pogues|The Dubliners|The Corrs|The Cranberries|Thin Lizzy
Man Utd|Man United|Manchester Utd|Man City|Utd|Spurs|Gunners|Toffees|Magpies|Hammers|Baggies|Canaries|Seagulls|Hornets*|Cherries*|Hibs|Wolves*|Hearts*|Rangers*|Saints*|Villa*|Blues*|Reds*|Foxes*|Owls*|Blades*|Lakers|Celtics|Knicks|Raptors|Clippers|Mavericks|Mavs|Nuggets|Timberwolves|Pelicans*|Grizzlies|Bucks*|Pistons|Cavaliers|Cavs|Sixers|76ers|Bulls*|Warriors*|Heat*|Suns*|Spurs|Rockets*|Dodgers|Yankees|Red Sox|Mets|Cubs*|Astros|Padres|Phillies|Braves*|Mariners*|Blue Jays|Orioles*|Cardinals*|Patriots*|Cowboys*|Steelers|Packers|Eagles*|Giants*|Bengals|Chiefs*|Broncos|Seahawks|49ers|Niners|Ravens*|Texans*|Raiders*|Chargers*|Vikings*|Dolphins*|Jets*|Bills*|Browns*|Colts*|Jaguars*|Titans*|Buccaneers|Bucs|Falcons*|Panthers*|Commanders*|Maple Leafs|Leafs|Canadiens|Habs|Canucks|Oilers|Flames*|Bruins|Blackhawks|Penguins*|Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|Boca|Boca Juniors|River Plate|Flamengo|Fluminense|Palmeiras|Corinthians|Grêmio|Gremio|Galatasaray|Fenerbahçe|Fenerbahce|Beşiktaş|Besiktas|Barca|Barça|Real Madrid|Atlético Madrid|Atletico Madrid|Atleti|Juve|Juventus|Inter Milan|AC Milan|Napoli|Bayern|Bayern Munich|PSG|Paris Saint-Germain|Benfica|Celtic*|Ajax*|RCB|CSK|Mumbai Indians|Chennai Super Kings|Kolkata Knight Riders|Rajasthan Royals|Sunrisers Hyderabad|Delhi Capitals|Punjab Kings|All Blacks|Springboks|Wallabies|Saracens|Leinster|Munster*|Ulster*|Harlequins|Wasps*|Gloucester Rugby|Leicester Tigers|Bath Rugby|Exeter Chiefs|NRL|AFL|NFL|NBA|MLB|NHL|MLS|WWE|UFC|FIFA*|UEFA|Premier League|EPL
`;

interface Entry {
  words: string[];
  /** What stands between the words, spaces left out ("&" of "H&M", "'" of "McDonald's"). */
  gaps: string[];
  ambiguous: boolean;
  /** The written form's last word is a possessive "s" ("McDonald's"): the span ends before it. */
  possessive: boolean;
  /** asciiHash of each word (-1 for one not written in ASCII). */
  hashes: number[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const splitWords = (s: string): string[] => s.toLowerCase().match(WORD) ?? [];

interface Table {
  byFirst: Map<string, Entry[]>;
  compact: Set<string>;
  /** asciiHash of every key of byFirst that is written in ASCII. */
  firstHashes: Set<number>;
}

let table: Table | undefined;

function brands(): Table {
  if (table) return table;
  const byFirst = new Map<string, Entry[]>();
  const compact = new Set<string>();
  for (const raw of LIST.split(/[|\n]/)) {
    const item = raw.trim();
    if (!item) continue;
    const ambiguous = item.endsWith('*') && item.length > 1;
    const name = ambiguous ? item.slice(0, -1) : item;
    const words = splitWords(name);
    if (words.length === 0) continue;
    const possessive = /['’]s$/u.test(name);
    const gaps: string[] = [];
    const spans = [...name.matchAll(WORD)];
    for (let j = 1; j < spans.length; j++) gaps.push(gapKey(name.slice(spans[j - 1]!.index + spans[j - 1]![0].length, spans[j]!.index)));
    const e: Entry = { words, gaps, ambiguous, possessive, hashes: words.map((w) => asciiHash(w, 0, w.length)) };
    const list = byFirst.get(words[0]!) ?? [];
    list.push(e);
    byFirst.set(words[0]!, list);
    if (!ambiguous) compact.add(words.join(''));
  }
  const firstHashes = new Set<number>();
  for (const first of byFirst.keys()) {
    const h = asciiHash(first, 0, first.length);
    if (h !== -1) firstHashes.add(h);
  }
  table = { byFirst, compact, firstHashes };
  return table;
}

/** A hash of text[s, e) lower-cased, when that is all ASCII; -1 otherwise. */
function asciiHash(text: string, s: number, e: number): number {
  let h = 0;
  for (let i = s; i < e; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    if (c >= 0x41 && c <= 0x5a) c |= 0x20;
    h = (Math.imul(h, 31) + c) | 0;
  }
  return h & 0x7fffffff;
}

/** Word offsets and hashes of the last scanWords call, grown as texts need (the engine is single-threaded). */
const buffers = { starts: new Int32Array(256), ends: new Int32Array(256), hashes: new Int32Array(256) };
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;

/** Whether the code point at i is a letter or digit: its length in code units (1 or 2), else 0. */
function wordCharAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ? 1 : 0;
  LETTER_OR_DIGIT.lastIndex = i;
  if (!LETTER_OR_DIGIT.test(text)) return 0;
  return LETTER_OR_DIGIT.lastIndex - i;
}

/**
 * The words of the text ([\p{L}\p{N}]+) that are not a handle's ("@jane", "@ jane") into buffers:
 * their start and end offsets and their asciiHash. Returns how many.
 */
function scanWords(text: string): number {
  let n = 0;
  let i = 0;
  const len = text.length;
  while (i < len) {
    let w = wordCharAt(text, i);
    if (w === 0) {
      i++;
      continue;
    }
    const s = i;
    do i += w;
    while (i < len && (w = wordCharAt(text, i)) !== 0);
    // A word right after "@", "@ " or "_" (the characters before a word are never letters or digits).
    const before = text.charCodeAt(s - 1);
    if (before === 0x40 || before === 0x5f || (before === 0x20 && text.charCodeAt(s - 2) === 0x40)) continue;
    if (n === buffers.starts.length) {
      for (const key of ['starts', 'ends', 'hashes'] as const) {
        const grown = new Int32Array(n * 2);
        grown.set(buffers[key]);
        buffers[key] = grown;
      }
    }
    buffers.starts[n] = s;
    buffers.ends[n] = i;
    buffers.hashes[n] = asciiHash(text, s, i);
    n++;
  }
  return n;
}

/**
 * The helpers below are module functions, not closures made per call: under tsx (tests, eval, the
 * benchmarks), whose transform keeps function names, every named closure also costs an
 * Object.defineProperty, which was about half a percent of a document's time in this pass.
 */

/** Word k of the last scanWords call, as written. */
function wordAt(text: string, k: number): string {
  return text.slice(buffers.starts[k], buffers.ends[k]);
}

/** Word k of the last scanWords call with its offsets, for partOfLongerName. */
function scannedWord(text: string, k: number): { s: number; e: number; w: string } {
  return { s: buffers.starts[k]!, e: buffers.ends[k]!, w: wordAt(text, k) };
}

/**
 * The web and e-mail addresses of a text, found when first asked about (most texts have none of
 * either, and most never ask). An address is a run of non-spaces: the e-mail alternative starts
 * only where a run does, so that a long run without "@" is read once, not once per character
 * ("\S+@" from every position). Questions come in text order: one pointer walks the addresses.
 */
class UrlWalk {
  private urls: (readonly [number, number])[] | undefined;
  private u = 0;
  constructor(private readonly text: string) {}

  /** Whether offset `at` (not before the last one asked about) lies inside an address. */
  covers(at: number): boolean {
    const urls = (this.urls ??= [...this.text.matchAll(/(?:https?:\/\/|www\.)\S+|(?<!\S)[^\s@]+@\S+/giu)].map((m) => [m.index, m.index + m[0].length] as const));
    while (this.u < urls.length && urls[this.u]![1] <= at) this.u++;
    return this.u < urls.length && urls[this.u]![0] <= at;
  }
}

/** Tails of an organisation's account name: "@VodafoneUK", "@AppleSupport", "@BBCNews". */
const HANDLE_TAIL = /(?:_?(?:uk|us|help|support|hq|official|news|care|team))$/u;
/**
 * Account names that end in an organisation's word: "@ MidlandPolice", "@ DubCityCouncil",
 * "@ bbcnews", "@ KissFM", "@ FinancialTimes" (BTC train: 85 of 91 such handles ORGANIZATION, 6 PERSON).
 */
const ORG_ACCOUNT = /(?:news|radio|fm|times|magazine|mag|media|police|council|hq|daily|press|ltd|inc|networks?|online|trust|charity|library|records|gov)_?$/iu;
/** A handle as the handles pass finds it. */
const HANDLE = /^@ ?([\p{L}\p{N}_]{2,30})$/u;

export function brandNames(names: Candidate[], text: string, lex: Lexicon, recognizer: string): void {
  const { byFirst, firstHashes } = brands();
  // Handles of listed brands and organisations.
  for (let i = 0; i < names.length; i++) {
    const c = names[i]!;
    if (c.entity !== 'PERSON') continue;
    const m = HANDLE.exec(text.slice(c.start, c.end));
    if (m && organisationAccount(m[1]!, lex)) names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; the account of a listed organisation` };
  }
  // Words of the text, outside handles: one scan of the characters into two reused offset arrays.
  const n = scanWords(text);
  if (n === 0) return;
  const { starts, ends, hashes } = buffers;
  const urls = new UrlWalk(text);
  const added: Candidate[] = [];
  let spans: SpanIndex<{ start: number; end: number; i: number }> | undefined;
  for (let k = 0; k < n; k++) {
    // The hash of a word's lower-case ASCII form rules out most words without making a string;
    // a word with other characters (hash -1) is looked up as it lower-cases.
    const h = hashes[k]!;
    if (h !== -1 && !firstHashes.has(h)) continue;
    const entries = byFirst.get(wordAt(text, k).toLowerCase());
    if (!entries) continue;
    let best: { entry: Entry; last: number } | undefined;
    for (const entry of entries) {
      const last = k + entry.words.length - 1;
      if (last >= n || (best && last <= best.last)) continue;
      let ok = true;
      for (let j = 1; j < entry.words.length && ok; j++) {
        const prevEnd = ends[k + j - 1]!;
        const curStart = starts[k + j]!;
        // Two ASCII words of different hashes differ: most entries fail here without a string made.
        const h2 = hashes[k + j]!;
        ok = (h2 === -1 || entry.hashes[j] === -1 || h2 === entry.hashes[j]) && wordAt(text, k + j).toLowerCase() === entry.words[j] && curStart - prevEnd <= 3 && !/[\n\r]/u.test(text.slice(prevEnd, curStart)) && gapKey(text.slice(prevEnd, curStart)) === entry.gaps[j - 1];
      }
      if (ok) best = { entry, last };
    }
    if (!best) continue;
    const { entry, last } = best;
    const start = starts[k]!;
    let end = ends[last]!;
    if (entry.possessive && entry.words.length > 1) end = ends[last - 1]!;
    // A word glued on ("Nandos" is listed; "Nandosx" is not).
    if (/[\p{L}\p{N}_]/u.test(text[ends[last]!] ?? '')) continue;
    if (urls.covers(start)) continue;
    const k0 = k;
    k = last;
    const surface = text.slice(start, end);
    let covered = false;
    spans ??= new SpanIndex(names.map((c, i) => ({ start: c.start, end: c.end, i })));
    const hits: number[] = [];
    spans.forEachOverlap(start, end, (h) => hits.push(h.i));
    for (const i of hits) {
      const c = names[i]!;
      covered = true;
      if (c.start !== start || c.end !== end || !isNameType(c.entity) || c.entity === 'ORGANIZATION') continue;
      // A person the brand is named after stays one ("Disney won an Academy Award").
      if (c.entity === 'PERSON' && (entry.ambiguous || entry.words.every((w) => lex.first.has(w) || lex.surname.has(w)))) continue;
      if (c.entity === 'LOCATION' && bigPlace(lex, surface.toLowerCase(), entry.ambiguous)) continue;
      names[i] = { ...c, entity: 'ORGANIZATION', reason: `${c.reason ?? ''}; a listed brand` };
    }
    if (covered || entry.ambiguous) continue;
    const written = text.slice(start, ends[last]);
    if (!/\p{Lu}/u.test(written)) {
      // Lower case: only a brand with a word that is no English word ("starbucks", "man utd"; not "the cure").
      if (entry.words.every((w) => lex.wordRank.has(w) || lex.first.has(w))) continue;
    } else if (!/^[\p{Lu}\p{N}]/u.test(written) && !/^\p{Ll}+\p{Lu}/u.test(written)) continue;
    if (partOfLongerName(text, start, ends[last]!, k0 > 0 ? scannedWord(text, k0 - 1) : undefined, last + 1 < n ? scannedWord(text, last + 1) : undefined)) continue;
    added.push({ entity: 'ORGANIZATION', start, end, score: LISTED_BRAND, baseScore: LISTED_BRAND, recognizer, pattern: 'brand', reason: 'a listed brand', contextApplied: false });
  }
  names.push(...added);
}

/**
 * Whether a handle's account name (without its "@") is an organisation's: a listed brand or
 * organisation, alone or with a "UK", "Help", "Official"… tail, or a name ending in an organisation's
 * word ("MidlandPolice", "bbcnews", "KissFM"). The handles pass asks too, for the handles it adds.
 */
export function organisationAccount(account: string, lex: Lexicon): boolean {
  const { compact } = brands();
  const body = account.toLowerCase().replace(/_/g, '');
  const bare = body.replace(HANDLE_TAIL, '');
  return isListed(body, compact, lex) || (bare.length >= 3 && bare !== body && isListed(bare, compact, lex)) || ORG_ACCOUNT.test(account);
}

function isListed(key: string, compact: Set<string>, lex: Lexicon): boolean {
  return compact.has(key) || (lex.orgs.has(key) && !lex.places.has(key) && !lex.first.has(key) && !lex.surname.has(key));
}

/** A country, state or big city of that name: "Iceland" after "in" stays the place. */
function bigPlace(lex: Lexicon, lower: string, ambiguous: boolean): boolean {
  const kind = lex.places.get(lower);
  if (kind === undefined) return false;
  return ambiguous || kind === 'country' || kind === 'state' || kind === 'region' || kind === 'city1';
}

const gapKey = (g: string): string => g.replace(/\s+/gu, '').replace(/’/gu, "'");

/** Capitalised, and not merely because the whole text shouts. */
const capitalised = (w: string, surface: string): boolean => /^\p{Lu}/u.test(w) && (w !== w.toUpperCase() || surface !== surface.toUpperCase());

/**
 * A brand inside a longer name or used for its product: a capitalised word right after it ("CTV
 * Montreal", "MTV Europe Music Award") or before it within a sentence, a hyphen on it
 * ("CBS-operated"), or an owner before it ("Cheney's BlackBerry", "my Nokia").
 */
function partOfLongerName(text: string, start: number, end: number, prev: { s: number; e: number; w: string } | undefined, next: { s: number; e: number; w: string } | undefined): boolean {
  const surface = text.slice(start, end);
  if (/^-\p{L}/u.test(text.slice(end, end + 2)) || /\p{L}-$/u.test(text.slice(Math.max(0, start - 2), start))) return true;
  if (next && /^ {1,2}$/u.test(text.slice(end, next.s)) && capitalised(next.w, surface)) return true;
  if (prev && /^ {1,2}$/u.test(text.slice(prev.e, start))) {
    if (/^(?:my|his|her|your|their|our)$/iu.test(prev.w)) return true;
    // A capitalised word before, unless it opens the text or a sentence ("Thanks Deliveroo").
    // A bounded look back keeps the pass linear on long texts.
    const before = text.slice(Math.max(0, prev.s - 16), prev.s).trimEnd();
    if (capitalised(prev.w, surface) && (before !== '' || prev.s > 16) && !/[.!?:;"“(\n]$/u.test(before)) return true;
  }
  return /['’]s\s+$/u.test(text.slice(Math.max(0, start - 4), start));
}
