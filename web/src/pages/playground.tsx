/**
 * Playground: the API's analyze + anonymize on your own text (highlights with type and score, the
 * anonymized text beside it, copy buttons, the equivalent curl), and image redaction. Every run is
 * metered exactly like an API call.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, type Account, type Entity, type ImageEntity, type Preset } from '../api.ts';
import { CopyButton, ErrorNote, Page } from '../components.tsx';
import { number, shellQuote } from '../format.ts';

interface CatalogueEntry {
  entity_type: string;
  description: string;
  languages: string[];
}

const SAMPLES = [
  {
    label: 'Support ticket',
    language: 'en',
    text: 'Hi, this is Maria Garcia. Please call me on +1 212 555 0199 or email maria.garcia@example.com. My card 4111 1111 1111 1111 was charged twice.',
  },
  {
    label: 'HR note',
    language: 'en',
    text: 'Employee John Smith (SSN 078-05-1120) moved to 42 Baker Street, London. His IBAN is GB82 WEST 1234 5698 7654 32.',
  },
  { label: 'German e-mail', language: 'de', text: 'Sehr geehrte Frau Anna Schmidt, Ihre neue Adresse anna.schmidt@beispiel.de wurde gespeichert.' },
];

const OPERATORS = ['replace', 'redact', 'mask', 'hash', 'encrypt', 'keep'] as const;
type OperatorName = (typeof OPERATORS)[number];

export function Playground(props: { account: Account; onCharged: () => Promise<void> }): JSX.Element {
  const [tab, setTab] = useState<'text' | 'image'>('text');
  const select = (t: 'text' | 'image') => setTab(t);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = tab === 'text' ? 'image' : 'text';
      select(next);
      document.getElementById(`tab-${next}`)?.focus();
    }
  };
  return (
    <Page
      title="Playground"
      intro={
        <>
          Try detection and anonymization on your own text or images. <strong>Playground calls are metered like API calls</strong> and use your balance (
          {number(props.account.balance.total)} tokens left).
        </>
      }
    >
      <div class="tabs" role="tablist" aria-label="Playground mode">
        {(['text', 'image'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`tab-${t}`}
            class="tab"
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => select(t)}
            onKeyDown={onKey}
          >
            {t === 'text' ? 'Text' : 'Image'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'text' ? <TextPlayground onCharged={props.onCharged} /> : <ImagePlayground onCharged={props.onCharged} />}
      </div>
    </Page>
  );
}

function TextPlayground(props: { onCharged: () => Promise<void> }): JSX.Element {
  const [text, setText] = useState(SAMPLES[0]!.text);
  const [language, setLanguage] = useState('en');
  const [catalogue, setCatalogue] = useState<CatalogueEntry[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [threshold, setThreshold] = useState(0.4);
  const [operators, setOperators] = useState<Record<string, OperatorName>>({ DEFAULT: 'replace' });
  const [presets, setPresets] = useState<Preset[]>([]);
  const [presetId, setPresetId] = useState('');
  const [result, setResult] = useState<{ text: string; entities: Entity[]; anonymized: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<{ entities: CatalogueEntry[] }>('GET', '/api/console/entities').then((r) => setCatalogue(r.entities), setError);
    api<{ presets: Preset[] }>('GET', '/api/console/presets').then(
      (r) => setPresets(r.presets),
      () => undefined,
    );
  }, []);

  const languages = useMemo(() => [...new Set(catalogue.flatMap((e) => e.languages))].sort(), [catalogue]);
  const types = useMemo(() => catalogue.filter((e) => e.languages.includes(language)).map((e) => e.entity_type), [catalogue, language]);
  const operatorTypes = ['DEFAULT', ...(selected.length > 0 ? selected : [...new Set(result?.entities.map((e) => e.entity_type) ?? [])])];

  const body = useMemo(() => {
    const b: Record<string, unknown> = { text };
    if (presetId) return { ...b, preset_id: presetId };
    b.language = language;
    if (selected.length > 0) b.entities = selected;
    b.score_threshold = threshold;
    const ops: Record<string, { type: string }> = {};
    for (const [type, op] of Object.entries(operators)) if (operatorTypes.includes(type) && !(type === 'DEFAULT' && op === 'replace')) ops[type] = { type: op };
    if (Object.keys(ops).length > 0) b.operators = ops;
    return b;
  }, [text, presetId, language, selected, threshold, operators, operatorTypes.join()]);

  const { operators: _ops, ...analyzeBody } = body;
  const curl = `curl -sS -X POST ${location.origin}/api/pii/anonymize \\\n  -H "Authorization: Bearer $VEIL_TOKEN" \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(body))}`;

  const run = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const [analyzed, anonymized] = await Promise.all([
        api<{ entities: Entity[] }>('POST', '/api/console/playground/analyze', analyzeBody),
        api<{ anonymized_text: string }>('POST', '/api/console/playground/anonymize', body),
      ]);
      setResult({ text, entities: analyzed.entities, anonymized: anonymized.anonymized_text });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
      void props.onCharged();
    }
  };

  const toggle = (type: string) => setSelected((s) => (s.includes(type) ? s.filter((t) => t !== type) : [...s, type]));

  return (
    <form class="playground" onSubmit={run}>
      <div class="card stack">
        <div class="row wrap">
          <label class="grow">
            Sample
            <select
              name="sample"
              onChange={(e) => {
                const s = SAMPLES[Number(e.currentTarget.value)];
                if (s) {
                  setText(s.text);
                  setLanguage(s.language);
                  setSelected([]);
                }
              }}
            >
              {SAMPLES.map((s, i) => (
                <option key={s.label} value={i}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Language
            <select name="language" value={language} disabled={presetId !== ''} onChange={(e) => setLanguage(e.currentTarget.value)}>
              {(languages.length > 0 ? languages : ['en']).map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label>
            Preset
            <select name="preset" value={presetId} onChange={(e) => setPresetId(e.currentTarget.value)}>
              <option value="">None</option>
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>
              Threshold <output>{threshold.toFixed(2)}</output>
            </span>
            <input type="range" name="threshold" min="0" max="1" step="0.05" value={threshold} disabled={presetId !== ''} onInput={(e) => setThreshold(Number(e.currentTarget.value))} />
          </label>
        </div>
        <label>
          Text
          <textarea name="text" rows={5} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        {presetId ? (
          <p class="hint">The preset’s settings apply; fields above are ignored.</p>
        ) : (
          <>
            <details class="entities">
              <summary>Entities: {selected.length === 0 ? `all ${types.length} for ${language}` : `${selected.length} selected`}</summary>
              <fieldset>
                <legend class="sr-only">Entity types to detect</legend>
                <div class="checks">
                  {types.map((t) => (
                    <label key={t} class="check">
                      <input type="checkbox" checked={selected.includes(t)} onChange={() => toggle(t)} /> {t}
                    </label>
                  ))}
                </div>
              </fieldset>
            </details>
            <fieldset class="operators">
              <legend>Operators</legend>
              <div class="checks">
                {operatorTypes.map((t) => (
                  <label key={t}>
                    {t === 'DEFAULT' ? 'Default' : t}
                    <select value={operators[t] ?? (operators.DEFAULT as string)} onChange={(e) => setOperators((o) => ({ ...o, [t]: e.currentTarget.value as OperatorName }))}>
                      {OPERATORS.map((op) => (
                        <option key={op} value={op}>
                          {op}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <div class="row">
          <button type="submit" disabled={busy || text.trim() === ''}>
            {busy ? 'Running…' : 'Analyze and anonymize'}
          </button>
          <span class="hint">Each run is two metered calls (analyze + anonymize): 1 token per started 1,000 characters each.</span>
        </div>
        <ErrorNote error={error} />
      </div>
      <div class="results">
        <div class="card">
          <div class="card-head">
            <h2>Detected</h2>
            <span class="hint">{result ? `${result.entities.length} entities` : ''}</span>
          </div>
          {result ? (
            <p class="highlighted" data-testid="highlights">
              <Highlights text={result.text} entities={result.entities} />
            </p>
          ) : (
            <p class="empty">Run the playground to see entities highlighted here. Hover or focus one for its type and score.</p>
          )}
        </div>
        <div class="card">
          <div class="card-head">
            <h2>Anonymized</h2>
            {result ? <CopyButton text={result.anonymized} label="Copy text" /> : null}
          </div>
          {result ? (
            <pre class="output" data-testid="anonymized">
              {result.anonymized}
            </pre>
          ) : (
            <p class="empty">The anonymized text appears here.</p>
          )}
        </div>
      </div>
      <div class="card">
        <div class="card-head">
          <h2>Equivalent API call</h2>
          <CopyButton text={curl} label="Copy curl" />
        </div>
        <pre class="output code" data-testid="curl">
          {curl}
        </pre>
        <p class="hint">Create a token under Settings → Developer Access and export it as VEIL_TOKEN.</p>
      </div>
    </form>
  );
}

/** The text with each entity marked; offsets are code points, as the API gives them. */
function Highlights(props: { text: string; entities: Entity[] }): JSX.Element {
  const chars = Array.from(props.text);
  const out: (string | JSX.Element)[] = [];
  let pos = 0;
  const sorted = [...props.entities].sort((a, b) => a.start - b.start);
  sorted.forEach((e, i) => {
    if (e.start < pos) return; // overlapping candidates are not returned by default; skip defensively
    out.push(chars.slice(pos, e.start).join(''));
    const tip = `${e.entity_type} · score ${e.score.toFixed(2)}`;
    out.push(
      <mark key={i} class="pii" tabIndex={0} data-entity={e.entity_type} aria-describedby={`tip-${i}`}>
        {chars.slice(e.start, e.end).join('')}
        <span class="tip" role="tooltip" id={`tip-${i}`}>
          {tip}
        </span>
      </mark>,
    );
    pos = e.end;
  });
  out.push(chars.slice(pos).join(''));
  return <>{out}</>;
}

function ImagePlayground(props: { onCharged: () => Promise<void> }): JSX.Element {
  const [source, setSource] = useState<{ url: string; base64: string; name: string } | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [result, setResult] = useState<{ entities: ImageEntity[]; png: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const pick = (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    setResult(null);
    setError(null);
    if (!file) return setSource(null);
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      setSource({ url, base64: url.slice(url.indexOf(',') + 1), name: file.name });
    };
    reader.onerror = () => setError(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  };

  const run = async (e: Event) => {
    e.preventDefault();
    if (!source) return;
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ entities: ImageEntity[]; image: string }>('POST', '/api/console/playground/image', { image: source.base64 });
      setResult({ entities: r.entities, png: `data:image/png;base64,${r.image}` });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
      void props.onCharged();
    }
  };

  return (
    <form class="stack" onSubmit={run}>
      <div class="card row wrap">
        <label class="grow">
          PNG or JPEG image (at most 10 MB)
          <input type="file" name="image" accept="image/png,image/jpeg" onChange={pick} />
        </label>
        <button type="submit" disabled={!source || busy}>
          {busy ? 'Reading the image…' : 'Find and redact PII'}
        </button>
        <span class="hint">5 tokens per image.</span>
      </div>
      <ErrorNote error={error} />
      {source ? (
        <div class="results">
          <div class="card">
            <div class="card-head">
              <h2>Detected</h2>
              <span class="hint">{result ? `${result.entities.length} boxes` : ''}</span>
            </div>
            <div class="imgbox">
              <img src={source.url} alt={`Uploaded image ${source.name}`} onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })} />
              {result && size ? (
                <svg class="overlay" viewBox={`0 0 ${size.w} ${size.h}`} preserveAspectRatio="none" data-testid="boxes" role="img" aria-label={`${result.entities.length} detected areas`}>
                  {result.entities.map((b, i) => (
                    <rect key={i} x={b.left} y={b.top} width={b.width} height={b.height} class="box">
                      <title>{`${b.entity_type} · score ${b.score.toFixed(2)}`}</title>
                    </rect>
                  ))}
                </svg>
              ) : null}
            </div>
            {result && result.entities.length > 0 ? (
              <ul class="found">
                {result.entities.map((b, i) => (
                  <li key={i}>
                    <code>{b.entity_type}</code> {b.text} <span class="hint">({b.score.toFixed(2)})</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div class="card">
            <div class="card-head">
              <h2>Redacted</h2>
              {result ? (
                <a class="button secondary small" href={result.png} download={`redacted-${source.name.replace(/\.[^.]+$/, '')}.png`}>
                  Download redacted image
                </a>
              ) : null}
            </div>
            {result ? <img src={result.png} alt="The image with the detected PII covered" /> : <p class="empty">The redacted image appears here.</p>}
          </div>
        </div>
      ) : (
        <p class="empty">Choose an image to see the boxes drawn over it and download the redacted version.</p>
      )}
    </form>
  );
}
