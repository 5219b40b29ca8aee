/**
 * Cue words outside English, lower-cased, by the role they play next to a name: honorifics and
 * office titles before a person, speech verbs after one, prepositions before a place, head nouns of
 * organisations. They become features (features.ts), not rules: the model learns how much each
 * role is worth from the training data. Covers de, es, fr, it, nl, pt, pl — general vocabulary of
 * each language, not words mined from any labelled sentence.
 */
export type CueKind = 'honorific' | 'title' | 'speech' | 'locPrep' | 'orgHead';

const LISTS: Record<CueKind, string> = {
  honorific: `herr frau hr fr dr prof mme mlle m monsieur madame mademoiselle sr sra srta señor señora señorita don doña
    sig sig.ra signor signora signorina dott dott.ssa ing avv dhr mevr mevrouw meneer heer pan pani panna
    senhor senhora dona`,
  title: `präsident präsidentin bundeskanzler bundeskanzlerin kanzler kanzlerin minister ministerin bürgermeister
    bürgermeisterin abgeordnete abgeordneter trainer chef chefin direktor direktorin sprecher sprecherin
    président présidente ministre maire député députée sénateur directeur directrice porte-parole entraîneur
    presidente ministro ministra alcalde alcaldesa diputado diputada senador senadora director directora portavoz
    entrenador sindaco deputato deputata allenatore prefeito prefeita deputado técnico treinador porta-voz
    voorzitter burgemeester minister-president premier woordvoerder directeur trainer
    prezydent premier minister burmistrz poseł posłanka dyrektor rzecznik trener`,
  speech: `sagte sagt erklärte erklärt betonte betont meinte meint sagten schrieb schreibt berichtete
    déclare déclaré affirme affirmé explique expliqué souligne souligné ajoute ajouté estime dit
    dijo dice afirmó afirma explicó declaró señaló aseguró añadió
    disse dice detto ha affermato ha spiegato ha dichiarato
    afirmou afirma declarou explicou disse diz acrescentou
    zei zegt verklaarde verklaart stelde meldde schreef
    powiedział powiedziała stwierdził stwierdziła dodał dodała mówi`,
  locPrep: `in im aus nach bei von vom zum zur nahe
    à au aux dans en près vers depuis
    en desde hacia cerca
    a in da presso verso vicino
    em no na nos nas do da dos das perto
    in uit naar te bij nabij
    w we z ze do na pod przy`,
  orgHead: `partei universität hochschule bank verein verband gesellschaft stiftung ministerium gericht konzern
    klub club firma gruppe institut amt zeitung
    parti université banque société association fondation ministère tribunal groupe institut compagnie journal
    partido universidad banco sociedad asociación fundación ministerio tribunal grupo instituto compañía
    partito università banca società associazione fondazione ministero tribunale gruppo istituto compagnia
    universidade associação fundação ministério companhia jornal
    partij universiteit vereniging stichting ministerie rechtbank groep instituut maatschappij krant
    partia uniwersytet spółka stowarzyszenie fundacja ministerstwo sąd grupa instytut gazeta`,
};

export const CUE_WORDS: ReadonlyMap<string, readonly CueKind[]> = (() => {
  const map = new Map<string, CueKind[]>();
  for (const [kind, words] of Object.entries(LISTS) as [CueKind, string][]) {
    for (const w of words.split(/\s+/)) {
      if (!w) continue;
      const kinds = map.get(w) ?? [];
      if (!kinds.includes(kind)) kinds.push(kind);
      map.set(w, kinds);
    }
  }
  return map;
})();
