/** The user's locale for dates and times: the browser's preferred languages, best first. */
export function userLocale(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
