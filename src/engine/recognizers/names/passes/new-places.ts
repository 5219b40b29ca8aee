/**
 * "New" before a place is part of its name: "Novo México", "favela Nova Brasília", "Nueva León".
 * When the rest is a place of its own, the gazetteer and the model find that and leave the
 * adjective out. A place found right after the capitalised adjective (one space) takes it in. English
 * has its compass rule for "New" (rules/places.ts); this is the other languages' word.
 */
import type { Candidate } from '../../../types.ts';

const NEW: Partial<Record<string, readonly string[]>> = {
  pt: ['Novo', 'Nova', 'Novos', 'Novas'],
  es: ['Nuevo', 'Nueva', 'Nuevos', 'Nuevas'],
  it: ['Nuovo', 'Nuova'],
  fr: ['Nouveau', 'Nouvelle', 'Nouvel'],
  nl: ['Nieuw', 'Nieuwe'],
  de: ['Neu', 'Neue', 'Neuer', 'Neues'],
};

export function newPlaces(names: Candidate[], text: string, language: string): void {
  const words = NEW[language];
  if (words === undefined) return;
  for (let k = 0; k < names.length; k++) {
    const c = names[k]!;
    if (c.entity !== 'LOCATION' || c.start < 2 || text.charCodeAt(c.start - 1) !== 32) continue;
    for (const w of words) {
      const start = c.start - 1 - w.length;
      if (start >= 0 && text.startsWith(w, start) && (start === 0 || !/[\p{L}\p{N}]/u.test(text[start - 1]!))) {
        names[k] = { ...c, start, reason: `${c.reason ?? ''}; "${w}" before the place` };
        break;
      }
    }
  }
}
