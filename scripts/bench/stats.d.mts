// Types of ./stats.mjs for the TypeScript bench scripts (the TypeScript project does not read JavaScript).
export function reportPath(name: string, root?: string): string;
export function median(values: readonly number[]): number;
export function percentile(sorted: readonly number[], p: number): number;
export function decimal(value: number, digits: number): string;
export function kb(bytes: number): string;
export function mb(bytes: number): number;
export function seconds(ms: number): string;
export function ratio(value: number): string;
