/**
 * The search form of a text: accents folded (`Montréal` -> `montreal`), lower case, ligatures spelled out, every run
 * of anything but a-z and 0-9 turned into one space (`St. Albert` -> `st albert`, `F-150` -> `f 150`), trimmed.
 * Only a-z, 0-9 and single spaces remain, so plain code-unit order sorts it. Place names and equipment names both
 * search by it.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœß]/g, (letter) => ({ æ: 'ae', œ: 'oe', ß: 'ss' })[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
