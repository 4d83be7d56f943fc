/** The marks that finish a sentence in the app's languages (Korean uses the Latin full stop too). */
const SENTENCE_END = /[.!?…。！？]$/u;

/**
 * Sentences shown one after the other in a notice, each finished with a full stop if it lacks one, joined by a
 * space. The card company's words and the spec's "No response" end without one, and the notice goes on with
 * "You can try again..." after them, which then read as one run-on sentence. Empty parts are left out.
 */
export const joinSentences = (...sentences: string[]): string =>
  sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '')
    .map((sentence) => (SENTENCE_END.test(sentence) ? sentence : `${sentence}.`))
    .join(' ');
