import { test } from 'node:test';
import assert from 'node:assert/strict';
import { texts } from './helpers.ts';

test('PHONE_NUMBER: Israeli numbers with a dash, Chinese mobiles, several numbers in one sentence', () => {
  assert.deepEqual(texts('Call 03-1234567 or 054-1234567', 'PHONE_NUMBER'), ['03-1234567', '054-1234567']);
  assert.deepEqual(texts('mobile 13812345678', 'PHONE_NUMBER'), ['13812345678']);
  assert.deepEqual(texts('call 415 555 2671 212 555 0123 please', 'PHONE_NUMBER'), ['415 555 2671', '212 555 0123']);
  assert.deepEqual(texts('phones: +1 415 555 2671, +44 20 7946 0958 and (212) 555-0123', 'PHONE_NUMBER'), ['+1 415 555 2671', '+44 20 7946 0958', '(212) 555-0123']);
  assert.deepEqual(texts('order 03-123456', 'PHONE_NUMBER'), [], 'too short for Israel');
  assert.deepEqual(texts('ids 1234 5678 9012 3456 7890', 'PHONE_NUMBER'), [], 'a long run that is not two numbers stays unreported');
});

test('URL: quotes of any kind, and escaped HTML quotes, are not part of the URL', () => {
  for (const text of ['see "https://example.com/a" now', 'see “https://example.com/a” now', 'see ‘https://example.com/a’ ok', 'see «https://example.com/a» now', 'href=&quot;https://example.com/a&quot;']) {
    assert.deepEqual(texts(text, 'URL'), ['https://example.com/a'], text);
  }
});
