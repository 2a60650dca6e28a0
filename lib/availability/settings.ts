// The calendars' settings, all from the environment, read at run time so one build serves
// every configuration. Nothing is required: without a feed, every date is « à confirmer ».
// A value that is set but malformed is a problem reported at start (server.ts stops, as for
// the quote settings); the defaults and bounds are documented in docs/deploiement.md.
// No `import 'server-only'`: server.ts (its fail-fast) loads this without the react-server condition, where it would throw.
import type { Caps } from './ics';
import { processEnv, type Env } from '../env';
import { numberProblem as outOfRule, parseUrl, type NumberRule } from '../server/settings';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type FeedLimits = {
  /** Whole fetch of a feed, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  /** At most this many redirects, to the feed's own host (./feed.ts). */
  maxRedirects: number;
  /** Plain http only to a loopback host (tests, a local proxy): production feeds are https. */
  httpsOnly: boolean;
};

/** The worker that reads a feed (./parse.ts): terminated at the deadline or past its memory. */
export type ParseLimits = { deadlineMs: number; memoryMb: number };

export type AvailabilitySettings = {
  /** The feed of each unit that has one. */
  feeds: Record<string, string>;
  refreshMs: number;
  /** A copy older than this is not trusted: « à confirmer ». */
  staleMs: number;
  /** How far ahead recurring events are expanded: 13 months. */
  horizonMs: number;
  limits: FeedLimits;
  parse: ParseLimits;
  caps: Caps;
};

/** The numeric settings, their defaults and bounds. */
const NUMBERS = {
  DISPO_ICS_TIMEOUT_MS: { fallback: 8_000, min: 100, max: 60_000 },
  DISPO_ICS_MAX_BYTES: { fallback: 5 * 1_048_576, min: 1_024, max: 50 * 1_048_576 },
  DISPO_ICS_PARSE_TIMEOUT_MS: { fallback: 5_000, min: 100, max: 60_000 },
  DISPO_ICS_PARSE_MEMORY_MB: { fallback: 256, min: 32, max: 4_096 },
  // A feed keeps its past: a busy venue's few years of history, about what 5 MB hold.
  DISPO_ICS_MAX_EVENTS: { fallback: 20_000, min: 1, max: 200_000 },
  DISPO_ICS_MAX_OCCURRENCES: { fallback: 2_000, min: 1, max: 100_000 },
  // Two units of 2 000 intervals fit in the JSON route's 256 KB (./venue.ts).
  DISPO_ICS_MAX_INTERVALS: { fallback: 2_000, min: 1, max: 2_000 },
} as const satisfies Record<string, NumberRule>;

type NumberSetting = keyof typeof NUMBERS;

/** `montparnasse-ocre` → DISPO_ICS_MONTPARNASSE_OCRE. */
const feedVariable = (unit: string) => `DISPO_ICS_${unit.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether an address may be read: https (webcal is https), or http to a loopback host, or any http outside production. */
export function allowedAddress(url: URL, httpsOnly: boolean): boolean {
  if (url.protocol === 'https:' || url.protocol === 'webcal:') return true;
  return url.protocol === 'http:' && (!httpsOnly || LOOPBACK.test(url.hostname));
}

function feedProblem(name: string, value: string, httpsOnly: boolean): string | undefined {
  const url = parseUrl(value);
  // The address is a secret (it gives read access to the calendar): it is never repeated.
  if (!url) return `${name} n'est pas une adresse valide (attendu : https://… ou webcal://…).`;
  if (!['https:', 'webcal:', 'http:'].includes(url.protocol) || url.hostname === '')
    return `${name} doit commencer par https:// ou webcal://.`;
  if (!allowedAddress(url, httpsOnly)) return `${name} doit être une adresse https:// ou webcal:// en production.`;
  return undefined;
}

const numberProblem = (name: NumberSetting, raw: string) => outOfRule(name, raw, NUMBERS[name]);

const isNumberSetting = (name: string): name is NumberSetting => name in NUMBERS;

/**
 * One French sentence per malformed calendar setting: every DISPO_ICS_* variable is either
 * a number above or a feed's address, checked at start without knowing the units.
 */
export function settingsProblems(env: Env = processEnv()): string[] {
  const httpsOnly = env.NODE_ENV === 'production';
  return Object.entries(env).flatMap(([name, value]) => {
    const raw = value?.trim();
    if (!name.startsWith('DISPO_ICS_') || !raw) return [];
    const problem = isNumberSetting(name) ? numberProblem(name, raw) : feedProblem(name, raw, httpsOnly);
    return problem ? [problem] : [];
  });
}

/** The settings of these units; a malformed value is left out or replaced by its default (and reported by settingsProblems). */
export function readSettings(units: readonly string[], env: Env = processEnv()): AvailabilitySettings {
  const number = (name: NumberSetting) => {
    const raw = env[name]?.trim();
    return raw && !numberProblem(name, raw) ? Number(raw) : NUMBERS[name].fallback;
  };
  const httpsOnly = env.NODE_ENV === 'production';
  const feeds = Object.fromEntries(
    units.flatMap((unit) => {
      const url = env[feedVariable(unit)]?.trim();
      return url && !feedProblem(feedVariable(unit), url, httpsOnly) ? [[unit, url]] : [];
    }),
  );
  return {
    feeds,
    refreshMs: 15 * MINUTE,
    staleMs: DAY,
    horizonMs: 396 * DAY,
    limits: { timeoutMs: number('DISPO_ICS_TIMEOUT_MS'), maxBytes: number('DISPO_ICS_MAX_BYTES'), maxRedirects: 3, httpsOnly },
    parse: { deadlineMs: number('DISPO_ICS_PARSE_TIMEOUT_MS'), memoryMb: number('DISPO_ICS_PARSE_MEMORY_MB') },
    caps: {
      maxEvents: number('DISPO_ICS_MAX_EVENTS'),
      maxOccurrences: number('DISPO_ICS_MAX_OCCURRENCES'),
      maxIntervals: number('DISPO_ICS_MAX_INTERVALS'),
    },
  };
}
