/**
 * npx tsx eval/synthetic/social-blind.ts [--errors N] [--case upper|lower]
 * A probe of English social-media text: tweets, replies, chat lines and forum posts (sports banter,
 * music and TV fandom, local news shared, travel, complaints to brands, birthday wishes, lower-case
 * and shouted posts, elongated words, emoji, hashtags, handles, URLs), written by hand on
 * 2026-11-28 (eighth session), not copied from any corpus. It was written BEFORE the session read
 * the detector's word lists or passes, so its first figures (in the commit that added it) are blind;
 * every later figure is a regression check of the fixes made after reading the failures.
 *
 * Markup [[TYPE|text]]: PER, LOC, ORG are scored (PERSON, LOCATION, ORGANIZATION); MISC is not.
 * Conventions, those of the train splits of the Broad Twitter Corpus and WNUT 2017 (counted there):
 * - a handle as tokenised text has it, "@ name", is one span with the "@", typed by what it names
 *   (BTC train: "@" inside the entity 2,880 times, outside 332); a handle glued to its "@" as people
 *   write it ("@paulwalk") is no span (BTC train 412 of 412 O, WNUT train 1,942 of 1,950 O);
 * - a hashtag of a name is that entity with its "#" when glued ("#BobMarley"; BTC train, hashtags
 *   of names seen elsewhere as persons: 92 PER, 20 O, of which 15 "#BREAKING"); when tokenised
 *   apart ("# Aguero") the "#" stays outside (BTC train 20 of 25);
 * - clubs, bands, brands, shops, broadcasters and social networks are organisations (BTC: "Arsenal"
 *   ORG 14 of 15, "One Direction" 5 of 6, "BBC" 23 of 23, "Twitter" 24 of 29); a product or show is
 *   no scored name; "God", "Mum", "Dad" are no persons (BTC "God" O 25 of 28);
 * - a country, city, district, street, road, station or arena is a place; a chain's shop checked in
 *   to is the chain; honorifics stay outside a person (as the scorer has it).
 * Scored as the dev corpora are (eval/lib/corpora.ts, via eval/lib/probe.ts).
 */
import { parseArgs } from 'node:util';
import { loadEngineFiles } from '../../src/engine-files.ts';
import { runProbeParts } from '../lib/probe.ts';

/** Posts as people type them: glued handles and hashtags, contractions, emoji. */
export const WRITTEN: string[] = [
  // birthdays, friends, family
  'happy birthday [[PER|Kemi]]!!! 🎂🎉 hope ur day is as lit as u are, see u at [[ORG|Nandos]] later x',
  'love you so much [[PER|aisha]] ❤️ thank u for tonight',
  'HAPPY BIRTHDAY [[PER|JAVI]]!!! TE QUIERO HERMANO 🎉🎉🎉',
  'me and [[PER|priya]] going to [[LOC|brick lane]] for curry tonight who\'s in',
  'lmaooo [[PER|kwame]] really thought he could beat me at fifa',
  'tfw [[PER|emre]] texts "we need to talk" and its about fantasy football',
  '[[PER|Imran]] and [[PER|Ayesha]]\'s nikah was beautiful mashallah 🤍',
  'It\'s [[PER|Siobhan]]\'s hen do this weekend in [[LOC|Galway]] pray for us all 🍻',
  'Dinner at [[ORG|Jollibee]] in [[LOC|Quezon City]] with the fam, tita [[PER|Maricel]] paid 🥰',
  '[[PER|Nguyen Thi Lan]] just won the science fair at her school, so proud of my cousin 🥹',
  'Congratulations to Dr [[PER|Fatima Al-Sayed]] on her new role at [[ORG|Hamad Medical Corporation]] 👏',
  '[[PER|Nikos]] from work brought baklava back from [[LOC|Thessaloniki]] and now the whole office loves him',
  'my nan in [[LOC|Swansea]] just discovered voice notes. god help us all',
  'missing [[LOC|Auckland]] so much rn, [[PER|Aroha]] send me pics of the beach pls',
  '@lisa_m ok [[PER|lisa]] calm down 😂😂',
  'happy anniversary to my parents [[PER|Rajesh]] and [[PER|Sunita]], 30 years and still arguing about the thermostat',
  'shoutout to [[PER|Tomasz]] at [[ORG|Tesco]] in [[LOC|Leith]] who found my keys. absolute legend',
  'thank u auntie [[PER|ngozi]] for the jollof 😭🙏',
  'hanging out with [[PER|mei]] and [[PER|yuki]] at the mall, send help we have no money',
  'Sooo proud of [[PER|Dmitri]]!! passed his driving test first time 🚗',
  'RIP Grandpa [[PER|Hector]]. You taught me how to fish and how to lose at dominoes. 🕊️',
  'miss u [[PER|fatoumata]] come back from [[LOC|dakar]] already',
  'goodnight [[PER|chloeeee]] 💕💕 ily',
  // sports banter
  'cant believe [[PER|Saka]] missed that 😭😭 [[ORG|Arsenal]] always find a way to bottle it',
  'RT @footy_daily: [[PER|Mo Salah]] scores again!! [[ORG|Liverpool]] 2-0 up at [[LOC|Anfield]] [[ORG|#LFC]]',
  'Watching [[PER|Virat]] bat is pure therapy. [[ORG|RCB]] might actually do it this year 🙏',
  '[[ORG|Chennai Super Kings]] vs [[ORG|Mumbai Indians]] tonight, [[PER|Dhoni]]\'s last season?? 😢',
  'Who else thinks [[PER|Ange]] should be sacked after that? [[ORG|Spurs]] are a joke',
  '[[ORG|Kaizer Chiefs]] fans are very quiet today 😂😂 [[ORG|Orlando Pirates]] owned that derby',
  'That [[ORG|Galatasaray]] atmosphere tho 🔥🔥 [[PER|Icardi]] with the winner',
  '[[PER|Erling Haaland]] is not human. 4 goals before half time vs [[ORG|Wolves]]',
  '[[PER|Lewis]] on pole at [[LOC|Silverstone]]!!! come on [[PER|Lewis]] 🇬🇧',
  'LETS GOOOO [[ORG|RAPTORS]]!!! [[PER|SIAKAM]] WITH 30 🔥🔥',
  '[[ORG|Celtic]] 3 [[ORG|Rangers]] 0. Get in!!!',
  'Line up: [[PER|Pickford]]; [[PER|Walker]], [[PER|Stones]], [[PER|Guehi]], [[PER|Shaw]]; [[PER|Rice]], [[PER|Bellingham]]; [[PER|Saka]], [[PER|Foden]], [[PER|Palmer]]; [[PER|Kane]]',
  '[[PER|Kane]] scored, [[PER|Musiala]] scored, [[PER|Sané]] scored. [[ORG|Bayern]] just toying with them',
  'honestly [[ORG|boca]] deserved that, [[PER|cavani]] was everywhere',
  '[[ORG|Flamengo]] x [[ORG|Palmeiras]] tonight at the [[LOC|Maracanã]], who u got',
  '[[ORG|Wrexham]] in the championship?? [[PER|Ryan Reynolds]] is living the dream',
  'Another L for the [[ORG|Lakers]]. [[PER|LeBron]] cant do it alone man',
  '[[PER|Shohei Ohtani]] hit another one 😳 [[ORG|Dodgers]] are unstoppable',
  'Great run with the [[ORG|Parkrun]] crew at [[LOC|Bushy Park]] this morning, PB for [[PER|Gemma]]!',
  'ngl [[ORG|man utd]] are painful to watch',
  'The [[ORG|All Blacks]] haka before kick off gives me chills every time',
  // music, TV, fandom
  'OMG [[ORG|BTS]] ARE COMING TO [[LOC|WEMBLEY]] AGAIN I\'M SCREAMINGGGG',
  '[[PER|Jungkook]]\'s vocals on this live are unreal 😩💜',
  'my mum just called [[PER|Burna Boy]] "that Nigerian boy from the radio" 💀',
  'ok but why is [[PER|Bad Bunny]] the only person who can make me dance at 7am',
  'OMG [[PER|Rosalía]] just followed me back 😭😭😭',
  'Can\'t wait to see [[ORG|Arctic Monkeys]] in [[LOC|Sheffield]] next month!!!',
  '[[ORG|Little Mix]] reunion when 😭',
  'went to see [[PER|billie eilish]] last night and cried the entire time',
  '[[PER|Taylor]] really said midnights and meant 3am 💀',
  'RIP [[PER|Matthew Perry]]. [[PER|Chandler]] was everything 💔',
  'anyone watching the new season of The Bear? [[PER|Carmy]] needs therapy',
  'just finished [[MISC|Squid Game]] 2 and i need to talk about [[PER|Gi-hun]] immediately',
  '[[ORG|Blackpink]] in your area 🖤💗 [[PER|Lisa]] ate that performance',
  '[[PER|Wizkid]] and [[PER|Tems]] on the same track?? [[LOC|Lagos]] is shaking',
  'the [[ORG|BBC]] really cut [[PER|Stormzy]]\'s set short at [[LOC|Glastonbury]], criminal',
  'new [[PER|Arijit Singh]] song on repeat all day 🎧',
  'Saw [[ORG|Fleetwood Mac]] tribute band at [[LOC|The Crown]] in [[LOC|Hove]], honestly better than the real thing',
  // travel, local news
  'just landed in [[LOC|Lagos]] ✈️ [[LOC|Lekki]] traffic already testing my patience lol',
  'New post on the blog: 10 days in [[LOC|Oaxaca]], the best tlayudas and where to find them https://bit.ly/3xYzq',
  'any1 got recs for cheap eats near [[LOC|Shibuya]]? flying out friday',
  'brunch in [[LOC|Kreuzberg]] with [[PER|Lena]] and [[PER|Jonas]] then flea market at [[LOC|Mauerpark]] ☀️',
  '[[LOC|Bushwick]] rent is insane now. moving to [[LOC|Queens]] w [[PER|Dani]] next month',
  '[[PER|Ji-woo]] and I finally tried the fried chicken place in [[LOC|Hongdae]] everyone keeps talking about',
  'Does anyone know a good barber in [[LOC|Peckham]]? [[PER|Marcus]] moved to [[LOC|Leeds]] and I\'m lost',
  'Mad respect for [[PER|Wanjiru]] running the [[LOC|Nairobi]] marathon with a broken toe',
  '[[PER|Thiago]] and [[PER|Lucas]] are at the beach in [[LOC|Copacabana]] while I\'m at work, fantastic',
  'Sold out!!! Thank you [[LOC|Accra]] 🇬🇭 we love you. Next stop [[LOC|Kumasi]]',
  'Stuck on the [[LOC|M25]] for 2 hours. Again.',
  'Road closed on [[LOC|Kingsway]] near [[LOC|Holborn]] station, police everywhere. anyone know what happened?',
  'Water main burst on [[LOC|Abbey Road]], [[ORG|Thames Water]] say 6 hours to fix it',
  'Huge queue outside the new [[ORG|Uniqlo]] in [[LOC|Manchester]] this morning lol',
  'flooding in [[LOC|Karachi]] again and [[ORG|K-Electric]] cut the power for the whole of [[LOC|Gulshan]]',
  'The ferry from [[LOC|Split]] to [[LOC|Hvar]] is the most beautiful hour of my life',
  'layover in [[LOC|Doha]] for 9 hours, [[ORG|Qatar Airways]] lounge it is',
  'Protest march from [[LOC|Trafalgar Square]] to [[LOC|Downing Street]] starting at noon, stay safe everyone',
  'finally in [[LOC|medellin]]!!! [[LOC|el poblado]] is so pretty',
  '[[PER|Mayor Brandon Johnson]] just announced free transit on NYE in [[LOC|Chicago]]',
  // complaints to brands, shops
  '@ryanair your app crashed 3 times and now im stuck in [[LOC|Stansted]] with no boarding pass. never flying [[ORG|Ryanair]] again',
  'Thank you [[ORG|Safaricom]] for taking my bundles and giving me nothing 🙃',
  'Hey [[ORG|Virgin Media]], 3 days without internet and your chatbot keeps telling me to restart the router. I HAVE.',
  'Late train from [[LOC|Manchester Piccadilly]] again, well done [[ORG|Northern Rail]]',
  'rip to my wallet, [[ORG|Primark]] had a sale',
  'So [[ORG|Deliveroo]] delivered my food to the wrong flat and the rider just... ate it?',
  'Im so done with [[ORG|Comcast]]. 4 hours on hold. FOUR.',
  '[[ORG|Tim Hortons]] double double and a snowstorm, peak [[LOC|Toronto]] morning',
  '[[ORG|starbucks]] got my name wrong again. 4th time this week',
  'Just got a parking ticket outside [[ORG|Boots]] on [[LOC|Oxford Street]]. £65. For 4 minutes. Cheers [[ORG|Westminster Council]].',
  'Blackout again in [[LOC|Lahore]]. [[ORG|LESCO]] do you even exist',
  'DEAR [[ORG|AMAZON]] WHERE IS MY PARCEL. IT SAYS DELIVERED. IT WAS NOT DELIVERED.',
  '[[ORG|Jio]] network in [[LOC|Bandra]] is a joke today',
  '[[ORG|uber]] driver took me through [[LOC|croydon]] to get to [[LOC|brixton]] 🙄',
  'whoever runs the [[ORG|Duolingo]] account deserves a raise',
  'Ordered from [[ORG|Shein]] 3 weeks ago and it\'s still in [[LOC|Guangzhou]] apparently',
  // chat and forum
  '[[PER|marco]]: r u coming tonight\n[[PER|sam]]: cant, [[PER|ravi]] needs help moving',
  'Re: best pho in the city? — [[ORG|Pho Saigon]] on [[LOC|Kingsland Road]], ask for [[PER|Mrs Tran]] she\'ll sort you out',
  'Posted by [[PER|Olusegun Adeyemi]] in a jobs group: anyone in [[LOC|Ibadan]] hiring junior devs?',
  'lol i just saw [[PER|kate middleton]] in [[ORG|waitrose]] no joke',
  'Thread: my experience renting from [[ORG|Hertz]] at [[LOC|Dublin Airport]] 🧵',
  'Selling 2 tickets for [[PER|Ed Sheeran]] at [[LOC|Croke Park]], DM me',
  'my lecturer [[PER|Dr Okonkwo]] is the only reason i passed stats',
  'can someone tell [[PER|Gary Lineker]] to stop tweeting',
  '[[PER|Xi Jinping]] and [[PER|Modi]] meeting in [[LOC|Kazan]] today, interesting times',
  'ALL THE WAY FROM [[LOC|MANILA]] TO SEE [[ORG|SB19]] 😭😭 WORTH IT',
  'Got my results!!! off to [[ORG|Edinburgh Uni]] in september 🎓',
];

/** Posts as the Broad Twitter Corpus tokenises them: "@ name", "# tag", "ca n't", "Shaw 's". */
export const TOKENISED: string[] = [
  'RT [[PER|@ chidi_obi]] : Big shout to [[PER|Ngozi]] for organising the [[LOC|Ikeja]] clean up today 👏',
  '[[PER|@ hannah_b]] [[PER|@ megsmith92]] you two are coming to [[PER|Rhys]] \'s party on Saturday yeah ?',
  'I \'m at [[ORG|Costa Coffee]] ( [[LOC|Cardiff Bay]] , [[LOC|Cardiff]] ) w/ [[PER|@ ellie_p]] http://t.co/Ab12CdEf',
  'Get in !!! [[ORG|Hibs]] 2 - 1 [[ORG|Hearts]] , [[PER|Boyle]] with the winner # GGTTH',
  '[[PER|@ jamiecullum]] thanks for an amazing night at the [[LOC|Royal Albert Hall]] x',
  'Anyone else \'s [[ORG|Vodafone]] signal dead in [[LOC|Bristol]] ? [[ORG|@ VodafoneUK]] sort it out',
  'so proud of my little sister [[PER|Amara]] ! first day at [[ORG|Leeds Uni]] today 🎓',
  'Beautiful morning in [[LOC|Whitby]] # [[LOC|Yorkshire]] http://t.co/x9Yq2LmA',
  'Our thoughts are with the people of [[LOC|Kathmandu]] tonight . Donate via [[ORG|@ RedCross]]',
  '[[PER|Wayne Rooney]] is finished . [[ORG|United]] need a new striker # [[ORG|MUFC]]',
  'lol [[PER|@ dan_k]] just fell over outside [[ORG|Wetherspoons]] 😂',
  'Great piece by [[PER|@ priyamehta]] on the floods in [[LOC|Chennai]] http://t.co/aB3dE5 via [[ORG|@ guardian]]',
  'Who \'s watching [[PER|Federer]] v [[PER|Nadal]] ? Come on [[PER|Roger]] !!',
  '[[PER|@ Khalid_88]] bro where u at ? we \'re outside [[LOC|Westfield]]',
  'Merry Christmas from all of us at [[ORG|Hope Street Bakery]] ! See you in the new year 🎄',
  'Shocking service at [[ORG|Argos]] in [[LOC|Croydon]] today . Waited 40 mins for a kettle .',
  'Nothing beats a [[ORG|Greggs]] sausage roll on a cold day in [[LOC|Newcastle]]',
  'RT [[ORG|@ BBCNews]] : [[PER|Boris Johnson]] resigns as [[LOC|UK]] foreign secretary http://t.co/Zx81Lq',
  'happy bday [[PER|@ oliviaaa_x]] !!! love u loads have the best day 💕',
  'CONGRATS [[PER|LEWIS]] !!! WORLD CHAMPION AGAIN 🏆',
  'Wow . [[PER|Aguero]] in the 93rd minute . [[ORG|Man City]] are champions !!! # [[ORG|MCFC]]',
  'Just saw [[PER|Gordon Ramsay]] walking down [[LOC|Kings Road]] ! ! !',
  '[[PER|@ tolu_ade]] ca n\'t believe you left without saying bye to [[PER|Tolu]] \'s mum 😂',
  'Listening to [[ORG|Coldplay]] on the train to [[LOC|Brighton]] , ca n\'t stop smiling',
  '( @ [[LOC|King \'s Cross Station]] w/ 3 others ) http://t.co/4sFdP0q',
  'I \'m at [[ORG|Pret A Manger]] ( [[LOC|Stratford]] , [[LOC|London]] ) http://t.co/Lp9WqZ1',
  'Lunch with [[PER|@ sofia_rm]] and [[PER|@ javiruiz]] at [[ORG|Wagamama]] , best ramen in [[LOC|Soho]]',
  '# [[PER|Obama]] speaking in [[LOC|Berlin]] today , huge crowds http://t.co/Qe72mN',
  'This is why I love [[LOC|Liverpool]] . People like [[PER|Jamie]] who stopped to help a stranger',
  'Omg [[PER|@ zaynmalik]] followed me ! ! ! Best day ever',
  'Thanks to [[ORG|@ SouthernRailUK]] for another 40 min delay at [[LOC|Clapham Junction]]',
  'Good luck to [[PER|Mo Farah]] tonight in the 10,000 m ! # Olympics',
  '[[PER|Ellie Goulding]] and [[PER|Calvin Harris]] at [[LOC|Wembley]] tonight . I \'m not jealous at all',
  'RT [[PER|@ KimKardashian]] : Ca n\'t wait for # KUWTK tonight',
  'Police appeal after car stolen in [[LOC|Harehills]] , [[LOC|Leeds]] . Call [[ORG|West Yorkshire Police]] on 101',
  '[[PER|@ aleksandra_k]] hahaha that photo of [[PER|Piotr]] in [[LOC|Krakow]] tho',
  'Off to see [[PER|Beyoncé]] in [[LOC|Amsterdam]] with [[PER|@ lottevdb]] !! # [[PER|Beyonce]]',
  'So [[ORG|Apple]] want £ 200 to fix my screen . No thanks [[ORG|@ AppleSupport]]',
  'ALL I WANT FOR CHRISTMAS IS [[PER|HARRY STYLES]]',
];

const { values: args } = parseArgs({ options: { errors: { type: 'string', default: '0' }, case: { type: 'string' } } });

if (import.meta.url === `file://${process.argv[1]}`) {
  const errorsN = Number(args.errors);
  if (args.case !== undefined && args.case !== 'upper' && args.case !== 'lower') throw new Error(`--case ${args.case}: expected upper or lower`);
  const textCase = args.case;
  loadEngineFiles();
  runProbeParts(`Social-media probe (social-blind.ts): ${WRITTEN.length} written + ${TOKENISED.length} tokenised posts`, { written: WRITTEN, tokenised: TOKENISED }, 'en', { textCase, errorsN });
}
