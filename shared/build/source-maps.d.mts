export function sourceMapsDirOf(outputPath: string): string;
