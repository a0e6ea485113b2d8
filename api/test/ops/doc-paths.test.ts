/**
 * The READMEs' and docs' paths: every backticked path that starts at the repository's root (a
 * top-level folder of the repository, then `/`) names something that exists. Braces list several
 * (`src/{a,b}.ts`), `<app>` and `*` stand for any one name, and a path the repository ignores (what a run
 * writes, such as `api/.data/`) is named by `.gitignore`. A package's README names its own files from
 * its folder (`src/…`, `test/…`), a module without its extension (`src/components/ModalDialog`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../src/config';

const root = path.resolve(apiRoot, '..');

const pages = execFileSync('git', ['ls-files', '*README.md', 'docs/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('docs/adr/'));

/** The repository's top-level folders, as a path's first segment. */
const topLevel = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', '.git'].includes(entry.name))
    .map((entry) => entry.name),
);

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces, as the docs write them). */
function expandBraces(candidate: string): string[] {
  const match = candidate.match(/^(.*?)\{([^{}]*)\}(.*)$/);
  if (!match) return [candidate];
  const [, head = '', alternatives = '', tail = ''] = match;
  return alternatives.split(',').flatMap((alternative) => expandBraces(`${head}${alternative}${tail}`));
}

/** Whether a path exists, `<name>` or `*` standing for any one entry of its folder. */
function exists(candidate: string, from = root): boolean {
  const segments = candidate.replace(/\/$/, '').split('/');
  let folders = [from];
  for (const segment of segments) {
    folders = folders.flatMap((folder) => {
      if (!/<[^>]+>|\*/.test(segment))
        return existsSync(path.join(folder, segment)) ? [path.join(folder, segment)] : [];
      const pattern = new RegExp(`^${segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/<[^>]+>|\\\*/g, '[^/]+')}$`);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((name) => pattern.test(name))
        .map((name) => path.join(folder, name));
    });
  }
  return folders.length > 0;
}

function ignored(candidate: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', candidate], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

/** A package folder's own path (`src/…`), a module named with or without its extension. */
function existsInPackage(candidate: string, folder: string): boolean {
  return ['', '.ts', '.tsx'].some((extension) => exists(`${candidate}${extension}`, path.join(root, folder)));
}

interface Named {
  where: string;
  candidate: string;
  /** The package folder a relative path starts from; absent for a path from the root. */
  folder?: string;
}

/** The backticked repository paths of a page, each with its line. */
function repositoryPaths(file: string): Named[] {
  const found: Named[] = [];
  const folder = path.dirname(file);
  const isPackageReadme = folder !== '.' && folder !== 'docs' && path.basename(file) === 'README.md';
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, quoted = ''] of line.matchAll(/`([^`\s]+)`/g)) {
        // A path, maybe with a line (`file.ts:12`) or an anchor (`page.md#part`).
        const candidate = quoted.replace(/^\.\//, '').replace(/[:#].*$/, '');
        const first = candidate.split('/')[0] ?? '';
        if (candidate.includes('/') && topLevel.has(first)) found.push({ where: `${file}:${index + 1}`, candidate });
        else if (isPackageReadme && /^(src|test)\//.test(candidate))
          found.push({ where: `${file}:${index + 1}`, candidate, folder });
      }
    });
  return found;
}

describe("the docs' paths", () => {
  it('name only what the repository holds (or ignores, as what a run writes)', () => {
    const named = pages.flatMap(repositoryPaths);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(({ folder }) => folder).length).toBeGreaterThan(20);
    const missing = named
      .filter(({ candidate, folder }) =>
        folder
          ? !expandBraces(candidate).every((each) => existsInPackage(each, folder))
          : !expandBraces(candidate).every((each) => exists(each) || ignored(each)),
      )
      .map(({ where, candidate }) => `${where}: ${candidate}`);
    expect(missing).toEqual([]);
  });

  it('are checked, not waved through: a made-up path is reported missing', () => {
    expect(exists('api/src/services/payments.ts')).toBe(true);
    expect(expandBraces('api/src/delivery/{post,email}.ts').every((each) => exists(each))).toBe(true);
    expect(exists('contracts/pacts/current/<app>-api.json')).toBe(true);
    expect(exists('deploy/nginx/*.conf')).toBe(true);
    expect(exists('api/src/services/no-such-module.ts')).toBe(false);
    expect(exists('api/src/no-such-folder/*.ts')).toBe(false);
    expect(ignored('api/src/services/no-such-module.ts')).toBe(false);
    expect(ignored('api/.data/pglite')).toBe(true);
    expect(existsInPackage('src/components/ModalDialog', 'redeem-mfe')).toBe(true);
    expect(existsInPackage('src/features/gift-flow', 'gift-mfe')).toBe(false);
  });
});
