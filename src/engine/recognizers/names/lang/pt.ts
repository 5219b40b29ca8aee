/**
 * Portuguese closed-class words: adverbs, conjunctions, pronouns, prepositions and their
 * contractions. Opening a sentence, a capital says nothing, and the model takes an opening "Como",
 * "Ao" or "Cada" for a place. None of these words is a name in Portuguese prose; the articles are
 * left out because they open titles of papers and works ("O Globo", "A Bola"), and so are the name
 * particles ("da", "de", "do", "dos", "das", "e").
 */
import { wordSet } from '../vocab.ts';

export const PORTUGUESE_FUNCTION_WORDS: ReadonlySet<string> = wordSet(`
à às ao aos aquela aquelas aquele aqueles aqui aquilo ali além algum alguma algumas alguns ainda
amanhã antes apenas após assim até cada como conforme contra contudo depois desde dessa desse
desta deste disso disto durante ela elas ele eles em embora enquanto entre então entretanto essa
essas esse esses esta estas este estes eu hoje isso isto já jamais lá logo mais mas menos mesmo
minha muita muitas muito muitos na nas nada naquela naquele nela nele nem nenhum nenhuma nessa
nesse nesta neste nisso nisto no nos nós nossa nosso num numa nunca onde ontem ou outra outras outro
outros para pela pelas pelo pelos pois por porém porque pouco quais qual quando quanto quase que
quem se segundo sem sempre seu sob sobre sua talvez também tanto tão toda todas todo todos tudo
você vocês
`);

/**
 * The articles and "E": they open titles ("O Globo"), so they are no function words above, but in a
 * name they only ever follow a lower-case particle; a capitalised one after a name starts the next
 * sentence of a transcript ("Bruno Fortunato A gente sempre…").
 */
export const PORTUGUESE_ARTICLES: ReadonlySet<string> = wordSet('a o as os um uma e');
