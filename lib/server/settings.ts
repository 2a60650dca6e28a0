// How every feature reads its settings: from the environment (lib/env.ts), each value set but
// malformed turned into one French sentence, reported at start (server.ts stops), its default
// used meanwhile. The database and the mail transport declare theirs here (./config.ts), the
// quotes and the calendars theirs in their folders (lib/quotes/config.ts,
// lib/availability/settings.ts), with this reader and its checks.
// No `import 'server-only'`: server.ts (its fail-fast) loads this without the react-server condition, where it would throw.
import { processEnv, type Env } from '../env';

/** A number's bounds and default; `decimal` accepts `0.5`, otherwise whole numbers only. */
export type NumberRule = { fallback: number; min: number; max: number; decimal?: boolean };

/** The value with surrounding spaces trimmed, undefined when empty. */
export const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** The sentence for a number out of its rule, undefined when it fits. */
export function numberProblem(name: string, raw: string, rule: NumberRule): string | undefined {
  const wellFormed = rule.decimal ? /^\d+(\.\d+)?$/.test(raw) : /^\d+$/.test(raw);
  const number = Number(raw);
  if (wellFormed && number >= rule.min && number <= rule.max) return undefined;
  const kind = rule.decimal ? 'un nombre' : 'un nombre entier';
  return `${name} doit être ${kind} entre ${rule.min} et ${rule.max} (reçu « ${raw.slice(0, 40)} »).`;
}

/** The address, or undefined when it is not one. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** `adresse@exemple.fr`. */
export const isEmail = (value: string) => EMAIL.test(value);

/** `Nom <adresse>` or `adresse`. */
export const isMailbox = (value: string) => EMAIL.test(value) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value);

/** Reads the settings of one environment, keeping one sentence per malformed value in `problems`, in reading order. */
export class SettingsReader {
  readonly problems: string[] = [];

  constructor(readonly env: Env = processEnv()) {}

  /** A text setting, trimmed; undefined when unset or empty. */
  text(name: string): string | undefined {
    return nonEmpty(this.env[name]);
  }

  /** A number within its rule; its default when unset or malformed (then reported). */
  number(name: string, rule: NumberRule): number {
    const raw = this.text(name);
    if (raw === undefined) return rule.fallback;
    return this.report(numberProblem(name, raw, rule)) ? rule.fallback : Number(raw);
  }

  /**
   * An address whose scheme is one of `schemes`, as set (a malformed one is reported, and
   * still returned: who opens it fails on it rather than on a default).
   */
  url(name: string, schemes: readonly string[], example: string): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const url = parseUrl(value);
    // The value may hold a password: it is never repeated.
    if (!url) this.report(`${name} n'est pas une adresse valide (attendu : ${example}).`);
    else if (!schemes.includes(url.protocol))
      this.report(`${name} doit commencer par ${schemes.map((s) => `${s}//`).join(' ou ')} (attendu : ${example}).`);
    else if (url.hostname === '') this.report(`${name} ne précise pas de serveur (attendu : ${example}).`);
    return value;
  }

  /** `1` or `0`: `problem` is the sentence for anything else, given what was read. */
  flag(name: string, problem: (raw: string) => string): boolean {
    const raw = this.text(name);
    if (raw !== undefined && raw !== '0' && raw !== '1') this.report(problem(raw.slice(0, 40)));
    return raw === '1';
  }

  /** Keeps a problem, if there is one; true when there was. */
  report(problem: string | undefined): boolean {
    if (problem) this.problems.push(problem);
    return problem !== undefined;
  }
}
