/**
 * The import boundaries of ARCHITECTURE.md, as the lint enforces them: each case lints one line as if it
 * were written in a file of that layer, at a folder depth where a pattern on the written specifier would miss it.
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/layers' || m.ruleId?.startsWith('no-restricted'))
    .map((m) => m.message);
}

// Loading the config, the parser and the plugins is a one-time cost of the suite, not of its first case.
beforeAll(async () => {
  await problems('src/features/clusters/X.tsx', '');
});

describe('import boundaries', () => {
  it.each([
    ['src/features/clusters/create/X.tsx', "import { a } from '../../account/SecurityTab';", "a feature does not reach into another feature's files"],
    ['src/features/clusters/create/X.tsx', "const m = () => import('../../support/SupportPage');", "a feature does not reach into another feature's files"],
    ['src/features/auth/deep/X.tsx', "import { a } from '../../../app/report-error';", 'features do not import app/'],
    ['src/domain/validation/X.ts', "import { http } from '../../api/http';", 'domain/ never imports api/'],
    ['src/domain/validation/X.ts', "import { keys } from '../../api/keys';", 'domain/ never imports api/'],
    ['src/domain/X.ts', "import type { ClusterEntry } from '../api/clusters';", 'domain/ never imports api/'],
    ['src/domain/validation/X.ts', "import { a } from '../../stores/session';", 'domain/ imports nothing of ours but contract/'],
    ['src/contract/types/X.ts', "import type { ClusterStatus } from '../../domain/status';", 'contract/ is the bottom layer'],
    ['src/contract/X.ts', "import { a } from '../api/http';", 'contract/ is the bottom layer'],
    ['src/ui/forms/X.tsx', "import { a } from '../../stores/session';", 'ui/ is presentational'],
    ['src/ui/X.tsx', "import { a } from '../api/clusters';", 'ui/ is presentational'],
    ['src/features/clusters/X.tsx', "import { http } from '../../api/http';", 'screens use the factories in api/'],
    ['src/pwa/X.ts', "import { a } from '../../server/app';", 'src/ and sw/ never import the emulator'],
    ['sw/X.ts', "import { a } from '../src/api/http';", 'sw/ may import only src/domain and src/contract'],
    ['server/clusters/X.ts', "export { a } from '../../src/features/clusters/messages';", 'server/ may import only src/domain and src/contract'],
  ])('%s: %s is refused', async (file, code, message) => {
    const found = await problems(file, code);
    expect(found.join('\n')).toContain(message);
  });

  it.each([
    ['src/features/clusters/create/X.tsx', "import { a } from '../ClusterCard';"],
    ['src/features/clusters/X.tsx', "import { a } from '../../api/clusters';"],
    ['src/domain/validation/X.ts', "import type { User } from '../../contract/types';"],
    ['src/contract/types/X.ts', "import type { Instance } from '../types';"],
    ['src/api/X.ts', "import type { User } from '../contract/types';"],
    ['src/ui/X.tsx', "import type { User } from '../contract/types';"],
    ['server/clusters/X.ts', "import { a } from '../../src/domain/status';"],
    ['sw/X.ts', "import type { User } from '../src/contract/types';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('only api/http.ts calls fetch in src/', async () => {
    expect((await problems('src/features/clusters/X.tsx', "void fetch('/api/x');")).join()).toContain('Only api/http.ts');
    expect((await problems('src/pwa/X.ts', "void window.fetch('/api/x');")).join()).toContain('Only api/http.ts');
  });

  it('keys come from the key factory: no literal array as a query or mutation key, outside src/api/keys.ts', async () => {
    const refused = 'comes from the key factory in src/api/keys.ts';
    expect((await problems('src/features/clusters/X.tsx', "const o = { queryKey: ['clusters', 'u-1'] };")).join()).toContain(refused);
    expect((await problems('src/pwa/X.ts', "const o = { mutationKey: ['connect'] };")).join()).toContain(refused);
    expect((await problems('tests/components/X.tsx', "declare const c: { setQueryData(k: unknown, v: unknown): void }; c.setQueryData(['user', 'u-1', 'me'], 1);")).join()).toContain(refused);
    expect(await problems('src/features/clusters/X.tsx', "import { keys } from '../../api/keys';\nconst o = { queryKey: keys.clusterList('u-1') };")).toEqual([]);
    expect(await problems('src/api/keys.ts', "const o = { queryKey: ['u'] };")).toEqual([]);
  });

  it('domain/ stays pure TypeScript at any depth', async () => {
    expect((await problems('src/domain/validation/X.ts', "import { useState } from 'react';")).join()).toContain(
      'domain/ is pure TypeScript',
    );
  });

  it('contract/ imports no package', async () => {
    expect((await problems('src/contract/types/X.ts', "import * as v from 'valibot';")).join()).toContain('contract/ is types and constants');
  });
});
