import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as bus from './bus';
import {
  busExports,
  contractCompatibility,
  parseContractVersion,
  runtimeConfigFields,
  shellContractVersion,
  unversionedContract,
} from './shell-contract';

describe('the shell contract version', () => {
  it('is major.minor.patch', () => {
    expect(parseContractVersion(shellContractVersion)).not.toBeNull();
    expect(parseContractVersion('1.2')).toBeNull();
    expect(parseContractVersion('v1.2.3')).toBeNull();
    expect(parseContractVersion('1.2.3')).toEqual({ major: 1, minor: 2, patch: 3 });
  });
});

describe('contractCompatibility', () => {
  it('accepts a remote of the same major, whichever side has the newer minor (additions are optional)', () => {
    expect(contractCompatibility('1.0.0', '1.0.0')).toEqual({ compatible: true });
    expect(contractCompatibility('1.0.0', '1.4.2')).toEqual({ compatible: true });
    expect(contractCompatibility('1.4.0', '1.0.3')).toEqual({ compatible: true });
  });

  it('refuses a remote of another major, newer or older, and says why', () => {
    const newer = contractCompatibility('1.3.0', '2.0.0');
    expect(newer.compatible).toBe(false);
    if (!newer.compatible) expect(newer.reason).toContain('major 2');
    expect(contractCompatibility('2.0.0', '1.9.0').compatible).toBe(false);
  });

  it('treats a manifest with no version as the first contract, and refuses a malformed one', () => {
    expect(unversionedContract).toBe('1.0.0');
    expect(contractCompatibility('1.2.0', undefined)).toEqual({ compatible: true });
    expect(contractCompatibility('2.0.0', undefined).compatible).toBe(false);
    expect(contractCompatibility('1.0.0', 'latest').compatible).toBe(false);
  });
});

describe('the contract surface', () => {
  it('lists exactly what the event bus exports', () => {
    expect(Object.keys(bus).sort()).toEqual([...busExports].sort());
  });

  it('lists every runtime-config field a remote reads', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const sources = ['gift-mfe', 'redeem-mfe', 'content-mfe', 'staff-mfe'].flatMap((app) =>
      sourceFiles(path.join(root, app, 'src')),
    );
    const read = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*useStore\(\$runtimeConfig\)/g))
        for (const name of (match[1] ?? '').split(',')) read.add(name.split(':')[0]?.trim() ?? '');
      for (const match of text.matchAll(/\$runtimeConfig\.get\(\)\.(\w+)/g)) read.add(match[1] ?? '');
    }
    read.delete('');
    expect(read.size).toBeGreaterThan(0);
    for (const field of read) expect(runtimeConfigFields, `${field} is read by a remote`).toContain(field);
  });
});

/** The app's source files, without its tests and test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return /^(test|testing)$/.test(name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
