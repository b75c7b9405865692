import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMarkdown, headingAnchors, headingSlug, looksLikeRepoPath, repositoryAt, type Repository } from '../support/docLinks';

const REPO = path.resolve(import.meta.dirname, '../..');

const DOCS = [
  'README.md',
  ...readdirSync(path.join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A repository of a few files, for probing the checker. */
function probeRepository(files: Record<string, string>): Repository {
  const folders = new Set(
    Object.keys(files).flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    exists: (repoPath) => repoPath in files || folders.has(repoPath),
    read: (repoPath) => files[repoPath],
  };
}

describe('the docs link checker', () => {
  const repository = probeRepository({
    'README.md': '',
    'docs/raters.md': '# Raters\n\n## The cost scale\n\n### `se` and `hodoku`: agreement\n\n## Notes\n\n## Notes\n',
    'src/core/step.ts': '',
  });

  it('accepts links and paths that resolve', () => {
    const text = [
      'See [raters](raters.md), [the scale](raters.md#the-cost-scale), [notes](raters.md#notes-1),',
      '[agreement](#se-and-hodoku-agreement) and [a site](https://example.org/x.md).',
      'The step is `src/core/step.ts`; run `npx tsx src/core/step.ts --json`; `src/core` is the engine.',
      '```sh',
      'npx tsx scripts/missing.ts   # a fenced block is not checked',
      '```',
    ].join('\n');
    const own = repository.read('docs/raters.md')!;
    expect(checkMarkdown('docs/raters.md', `${own}\n${text}`, repository)).toEqual([]);
  });

  it('reports a broken link, a missing anchor and a missing path, each with its line', () => {
    const text = [
      'Read [the guide](guide.md).',
      'Read [the scale](raters.md#the-costs-scale).',
      'Named in `src/core/strategies/gone.ts` and in `npx tsx scripts/gone.ts`.',
    ].join('\n');
    expect(checkMarkdown('docs/app.md', text, repository)).toEqual([
      { file: 'docs/app.md', line: 1, message: 'link to guide.md: no file docs/guide.md' },
      { file: 'docs/app.md', line: 2, message: 'link to raters.md#the-costs-scale: docs/raters.md has no heading #the-costs-scale' },
      { file: 'docs/app.md', line: 3, message: '`src/core/strategies/gone.ts`: no such file or folder' },
      { file: 'docs/app.md', line: 3, message: '`scripts/gone.ts`: no such file or folder' },
    ]);
  });

  it('reports a link that leaves the repository', () => {
    expect(checkMarkdown('docs/app.md', '[data](../../outside/x.txt)', repository)).toHaveLength(1);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Technique raters: `cost`, `grader`, `se`, `hodoku`')).toBe('technique-raters-cost-grader-se-hodoku');
    expect(headingSlug('Agreement with HoDoKu 2.2')).toBe('agreement-with-hodoku-22');
    expect(headingSlug('Where code and tests live')).toBe('where-code-and-tests-live');
    expect([...headingAnchors('# A\n## A\n```\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });

  it('tells repository paths from other words in backticks', () => {
    for (const word of ['src/core/step.ts', 'docs/raters.md', 'src/core', '.ci/run', 'eslint/importBoundaries.js']) {
      expect(looksLikeRepoPath(word), word).toBe(true);
    }
    for (const word of [
      'out/node/cli.js',
      'bench/results/<run>.json',
      '#/replay?id=N',
      'https://a.b/c.md',
      '/tmp/se.txt',
      'a/b',
      'scripts/….ts',
      '--set',
    ]) {
      expect(looksLikeRepoPath(word), word).toBe(false);
    }
  });
});

describe('README.md and docs/*.md', () => {
  it.each(DOCS)('%s: every relative link and repository path resolves', (file) => {
    const repository = repositoryAt(REPO);
    const problems = checkMarkdown(file, repository.read(file)!, repository);
    expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([]);
  });
});
