/** How this project starts Chromium (see chromium.mjs). */
export const chromiumArgs: string[];
export function findChromium(extraCandidates?: string[]): string | undefined;
export const noChromiumMessage: string;
export function chromiumLaunchOptions(extraCandidates?: string[]): {
  executablePath: string;
  args: string[];
  headless: true;
};
