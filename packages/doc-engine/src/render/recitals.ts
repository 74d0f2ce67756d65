/**
 * How a recital is printed, in every format and in the preview: lettered A., B., … The closing "NOW,
 * THEREFORE, … agree as follows" is the words of agreement, not a recital: no letter.
 */
const OPERATIVE_WORDS = /^NOW, THEREFORE\b/;
const RECITAL_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const recitalMark = (index: number) =>
  `${RECITAL_LETTERS[index % 26] ?? "A"}${index >= 26 ? String(Math.floor(index / 26)) : ""}.`;

export const recitalText = (text: string, index: number): string =>
  OPERATIVE_WORDS.test(text) ? text : `${recitalMark(index)} ${text}`;
