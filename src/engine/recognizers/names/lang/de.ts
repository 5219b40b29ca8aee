/**
 * German closed-class words: adverbs, conjunctions, pronouns and prepositions. German capitalises
 * every noun, so at the start of a sentence a capital says nothing at all, and the model, trained on
 * German of the 19th century only, takes an opening "Allerdings" or "Darin" for a surname. None of
 * these words is a name in German prose; the articles are left out because they open titles of
 * papers and works ("Die Zeit"), and so are the name particles ("Von der Leyen").
 */
import { wordSet } from '../vocab.ts';

export const GERMAN_FUNCTION_WORDS: ReadonlySet<string> = wordSet(`
aber allerdings also andererseits anders anfangs angesichts anschließend auch auf aus außer außerdem
bald bereits besonders bevor bis bisher bislang bloß dabei dadurch dafür dagegen daher dahinter damals
damit danach daneben dann daran darauf daraus darin darüber darum davon davor dazu dazwischen dennoch
denn deshalb deswegen dies diese diesem diesen dieser dieses doch dort dorthin durch ebenfalls
ebenso eher eigentlich einerseits einige einigen einiger einst endlich er es etwa etwas falls ferner
folglich fast für gar gegen gemäß genau genauer gerade gestern gleichzeitig heute hier hierbei hierzu
hingegen hinter ich ihm ihn ihnen ihr ihre immer immerhin in indem indes infolgedessen inmitten innerhalb
insbesondere insgesamt inzwischen jedenfalls jeder jedes jedoch jemand jene jener jenes jetzt kaum
laut lediglich leider mal man manche mancher manchmal mehr mehrere meist meistens mit mithin mittlerweile
morgen nach nachdem nachher natürlich neben nebenbei nicht nichts nie niemand noch nun nur ob obgleich
obwohl oder oft ohne schließlich schon sehr seit seitdem selbst sicherlich sie so sobald sodass sofern
sogar solange solche solcher sonst soweit sowie sowohl später statt stattdessen stets trotz trotzdem
überall übrigens um ungefähr unter vielleicht viele vieles vor vorher während wann warum was wegen
weil weiter weiterhin welche welcher wenig wenige wenn wer weshalb wie wieder wiederum wir wo wobei wohl
womöglich wonach worauf zudem zuerst zugleich zuletzt zum zumal zumindest zunächst zusätzlich zuvor
zwar zwischen
`);

/** The articles and "Und", left out above for the same reason ("Die Zeit"). */
export const GERMAN_ARTICLES: ReadonlySet<string> = wordSet('der die das den dem des ein eine einen einem einer eines und');
