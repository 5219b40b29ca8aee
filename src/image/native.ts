/**
 * sharp and tesseract.js, loaded with the first image request instead of at server start: together
 * they are ~150 ms of a start-up whose goal is < 2 s, and a server that never sees an image never
 * needs them. Each import runs once; later calls share the promise.
 */
import type SharpModule from 'sharp';
import type TesseractModule from 'tesseract.js';

let sharpModule: Promise<typeof SharpModule> | undefined;
let tesseractModule: Promise<typeof TesseractModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  return (sharpModule ??= import('sharp').then((m) => m.default));
}

export function loadTesseract(): Promise<typeof TesseractModule> {
  return (tesseractModule ??= import('tesseract.js').then((m) => m.default));
}
