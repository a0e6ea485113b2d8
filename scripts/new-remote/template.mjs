// The files of a new remote (scripts/new-remote/new-remote.mjs): the house layout of the smallest
// remotes (content-mfe, staff-mfe) with one screen that reads one API answer, its component test
// against the Pact mock server, and its contract with the API.

/**
 * @param {{ name: string, federationName: string, remoteKey: string, port: number, label: string,
 *   screen: string, route: { path: string, title: string } }} remote
 * @returns {Record<string, string>} path in the remote's folder → text
 */
export function remoteFiles({ name, federationName, remoteKey, port, label, screen, route }) {
  const catalog = (names) => Object.fromEntries(names.map((dependency) => [dependency, 'catalog:']));
  const packageJson = {
    name,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: {
      dev: 'rspack serve --mode development',
      build: 'rspack build --mode production',
      typecheck: 'tsc -p tsconfig.json',
      test: 'vitest run',
    },
    dependencies: {
      '@littlegivers/shared': 'workspace:*',
      ...catalog(['@nanostores/react', '@tanstack/react-query', 'nanostores', 'react', 'react-dom']),
    },
    devDependencies: catalog([
      '@module-federation/enhanced',
      '@rspack/cli',
      '@rspack/core',
      '@rspack/dev-server',
      '@testing-library/jest-dom',
      '@testing-library/react',
      '@types/react',
      '@types/react-dom',
      'jsdom',
      'typescript',
      'vitest',
    ]),
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'README.md': `# ${name}

${label[0].toUpperCase()}${label.slice(1)}, a remote of its own (port ${port}), deployed like the others. It
exposes \`./${screen}\`, which the shell mounts at \`${route.path}\` (shared/src/web/remote-routes.json);
its entry in shared/apps.json is what the workspace, start, release, can-i-deploy, the pact
verification and e2e read.

- \`src/screens/${screen}.tsx\`: the screen; \`src/features/<feature>/\` holds what it grows into.
- \`src/test/api-contract.ts\`: the requests the screens make and the answers they rely on.

\`pnpm --filter ${name} dev\` runs it alone on http://localhost:${port}${route.path} (against the API on 3100).

Tests (\`pnpm --filter ${name} test\`) render the screen against a Pact mock server and write the
app's contract with the API, \`contracts/pacts/current/${name}-api.json\`, which the API verifies
(\`pnpm --filter api test:pact -- --consumer ${name}\`; [docs/contracts.md](../docs/contracts.md)).
`,
    'rspack.config.mjs': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@littlegivers/shared/build/rspack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: '${federationName}',
      port: ${port},
      title: '${name} (standalone)',
      exposes: { './${screen}': './src/screens/${screen}.tsx' },
    },
    argv,
  );
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["vitest/globals", "@testing-library/jest-dom"] },
  "include": ["src", "*.ts", "../shared/src/globals.d.ts"]
}
`,
    'vitest.config.ts': `import { browserTestConfig } from '@littlegivers/shared/build/vitest.mjs';

export default browserTestConfig('${name}', {}, { pactConsumer: '${name}' });
`,
    'src/index.ts': `// Async boundary for running standalone: shared singletons are negotiated before the app runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { renderStandalone } from '@littlegivers/shared/web/ui/StandaloneHarness';
import ${screen} from './screens/${screen}';

renderStandalone('${remoteKey}', { './${screen}': ${screen} });
`,
    [`src/screens/${screen}.tsx`]: `import { funIdeasQueryOptions } from '@littlegivers/shared/web/api/endpoints/fun-ideas';
import { LoadingOverlay } from '@littlegivers/shared/web/ui/LoadingOverlay';
import { RemoteRoot } from '@littlegivers/shared/web/ui/RemoteRoot';
import { useQuery } from '@tanstack/react-query';

/** ${route.path}: ${label}. Reads GET /FunIdeas (replace it with the screen's own read). */
export default function ${screen}() {
  return (
    <RemoteRoot app="${name}">
      <${screen}Page />
    </RemoteRoot>
  );
}

function ${screen}Page() {
  const ideas = useQuery(funIdeasQueryOptions());
  return (
    <div>
      <h1>${route.title}</h1>
      {ideas.isPending ? <LoadingOverlay inline label="loading" /> : null}
      {ideas.isError ? <p role="alert">This page could not be loaded. Please try again.</p> : null}
      {ideas.data ? (
        <ul>
          {ideas.data.map((idea) => (
            <li key={idea.id}>{idea.heading}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
`,
    [`src/screens/${screen}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, funIdeasListed, useCleanQueryClient } from '../test/api-contract';
import ${screen} from './${screen}';

useCleanQueryClient();

describe('${route.path}', () => {
  it('shows what the API answers', () =>
    api.verify([funIdeasListed([{ id: 1, heading: 'Giving jar', text: 'Save coins.', iconUrl: null, sortOrder: 1 }])], async () => {
      render(<${screen} />);
      expect(await screen.findByRole('heading', { level: 1, name: '${route.title}' })).toBeInTheDocument();
      expect(await screen.findByText('Giving jar')).toBeInTheDocument();
    }));
});
`,
    'src/test/api-contract.ts': `/**
 * ${name}'s contract with the API: the requests its screens make and the answers they rely on.
 * Component tests run against a Pact mock server answering these
 * (shared/src/testing/pact/api-pact.ts), and the API verifies the same interactions.
 */
import type { FunIdea } from '@littlegivers/shared/contract/schemas/fun-idea';
import { type ApiInteraction, apiPact, listContaining } from '@littlegivers/shared/testing/pact/api-pact';
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { afterEach, beforeEach, vi } from 'vitest';

export const api = apiPact('${name}');

/** GET /FunIdeas: the idea cards. */
export function funIdeasListed(ideas: FunIdea[]): ApiInteraction {
  return {
    description: 'a request for the fun ideas',
    request: { method: 'GET', path: '/FunIdeas' },
    response: { status: 200, body: listContaining(ideas) },
  };
}

/** A fresh query client per test: no retries, nothing cached from the last one. */
export function useCleanQueryClient(): void {
  beforeEach(() => {
    getQueryClient().setDefaultOptions({ queries: { retry: false, staleTime: 60_000 }, mutations: { retry: 0 } });
  });
  afterEach(() => {
    getQueryClient().clear();
    vi.restoreAllMocks();
  });
}
`,
  };
}
