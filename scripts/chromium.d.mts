// Types of ./chromium.mjs for playwright.config.ts (the TypeScript project does not read JavaScript).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const playwrightChromium: { executablePath: string; args: string[] };
export declare const lighthouseChrome: { chromePath: string; chromeFlags: string[] };
