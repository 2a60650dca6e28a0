// The statistics and French number formats every bench script writes its figures with
// (`npm run bench`, `bench:lighthouse`, `bench:build`, `bench:dev`, `bench:devis`, `bench:devis-pdf`, `bench:dispo`,
// `bench:edition`), and where their reports go: docs/mesures/, apart from the guides.
import { join } from 'node:path';

/** The folder of the dated measurements (relative to the project's root). */
const MEASURES_DIR = 'docs/mesures';

/** `docs/mesures/NAME`, under `root` when given. */
export const reportPath = (name, root) => (root ? join(root, MEASURES_DIR, name) : join(MEASURES_DIR, name));

/** The middle value (mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile `p` (0–100) of values already sorted in ascending order. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** `value` with `digits` decimals and a decimal comma: 1.5 → « 1,50 ». */
export const decimal = (value, digits) => value.toFixed(digits).replace('.', ',');

/** Bytes in kilobytes, one decimal: « 12,3 Ko ». */
export const kb = (bytes) => `${decimal(bytes / 1024, 1)} Ko`;

/** Bytes in whole megabytes (a number, for « 512 Mo »). */
export const mb = (bytes) => Math.round(bytes / 2 ** 20);

/** Milliseconds in seconds, two decimals: « 1,25 s ». */
export const seconds = (ms) => `${decimal(ms / 1000, 2)} s`;

/** A multiple, two decimals: « 1,07 × ». */
export const ratio = (value) => `${decimal(value, 2)} ×`;
