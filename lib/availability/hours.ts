// The hours written in content (« 9h-12h30 », « 19h-2h »), read as minutes after midnight.
// Used by the content check and by the availability rule, so both read them alike.

const DAY_MINUTES = 24 * 60;

/** A span of the day in minutes after midnight; `end` beyond 1440 runs into the next day. */
export type Span = { start: number; end: number };

/** `9h`, `12h30`, `0h` → minutes after midnight; undefined when the text is not an hour. */
export function parseHour(text: string): number | undefined {
  const match = /^(\d{1,2})h(\d{2})?$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** `19h-2h` → 19:00 to 2:00 the next day; undefined when the text is not a span. */
export function parseSpan(text: string): Span | undefined {
  const [from, to, ...rest] = text.split('-');
  if (from === undefined || to === undefined || rest.length > 0) return undefined;
  const start = parseHour(from);
  const end = parseHour(to);
  if (start === undefined || end === undefined) return undefined;
  // An end at or before the start is after midnight (« 19h-0h », « 19h-2h »).
  return { start, end: end <= start ? end + DAY_MINUTES : end };
}
