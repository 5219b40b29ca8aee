/** Issue 9's acceptance targets on dev: exact-span F1 per file and type. */
export const DEV_TARGETS: readonly { file: string; type: string; min: number }[] = [
  { file: 'wikigold-en', type: 'PERSON', min: 0.85 },
  { file: 'uner-pud-en', type: 'PERSON', min: 0.85 },
  { file: 'btc-en', type: 'PERSON', min: 0.85 },
  { file: 'wikigold-en', type: 'LOCATION', min: 0.8 },
  { file: 'uner-pud-en', type: 'LOCATION', min: 0.8 },
  { file: 'wikigold-en', type: 'ORGANIZATION', min: 0.65 },
  { file: 'uner-pud-en', type: 'ORGANIZATION', min: 0.65 },
  { file: 'uner-pud-de', type: 'PERSON', min: 0.75 },
  { file: 'uner-bosque-pt', type: 'PERSON', min: 0.75 },
];
