import { drawDemoCataloguePictures } from './catalogue';

/**
 * Vitest global setup of the API suite: the demo catalogue's pictures drawn once into their
 * cache (drawn-pictures.ts) before any file runs. The files that seed the demo catalogue then read
 * them back, so no test's time depends on drawing 600 pictures on a busy machine; with a warm
 * cache this takes under a second.
 */
export default async function setup() {
  await drawDemoCataloguePictures();
}
