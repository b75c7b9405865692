import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks a markdown file's references to the repository: every relative link resolves to a file
 * (and an `#anchor` to one of its headings), and every repository path written in backticks
 * exists. Used by tests/docs/links.test.ts over README.md and docs/*.md.
 */

/** What the checker may ask of the repository; paths are relative to its root, with `/`. */
export interface Repository {
  exists(repoPath: string): boolean;
  /** The text of a markdown file, or undefined when there is none. */
  read(repoPath: string): string | undefined;
}

export interface LinkProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Folders whose paths are written as repository paths even without an extension. */
const REPO_FOLDERS = ['src/', 'tests/', 'scripts/', 'docs/', 'bench/', 'resources/', 'eslint/', 'bin/', '.ci/'];

/** Paths of files the build or a run makes, named in the docs but never committed. */
const MADE_PATHS = ['out/', 'bench/results/', '.reports/', 'node_modules/', 'test-results/', 'playwright-report/'];

/** A token holding any of these is a pattern or a placeholder, not one path. */
const PLACEHOLDER = /[<>*…{}$[\]|]|\.\.\.|^[-#@~]/;

export function repositoryAt(root: string): Repository {
  return {
    exists: (repoPath) => existsSync(path.join(root, repoPath)),
    read: (repoPath) => {
      const full = path.join(root, repoPath);
      return existsSync(full) && repoPath.endsWith('.md') ? readFileSync(full, 'utf8') : undefined;
    },
  };
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((content, index) => {
    const opening = /^\s*(```+|~~~+)/.exec(content);
    if (opening) {
      if (fence === undefined) fence = opening[1]![0]!;
      else if (opening[1]![0] === fence) fence = undefined;
      return;
    }
    if (fence === undefined) lines.push({ line: index + 1, text: content });
  });
  return lines;
}

/** The anchors of a markdown file's headings, numbered as GitHub numbers repeated ones. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Inline code spans of a line, links' targets left out. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)([^`]+?)\1/g)].map((match) => match[2]!.trim());
}

function linkTargets(line: string): string[] {
  const withoutCode = line.replace(/(`+)[^`]+?\1/g, '');
  const inline = [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const reference = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(withoutCode);
  return reference ? [...inline, reference[1]!] : inline;
}

/** Whether a word in backticks is written as a path in the repository. */
export function looksLikeRepoPath(token: string): boolean {
  if (PLACEHOLDER.test(token) || /^[a-z][a-z0-9+.-]*:/i.test(token) || token.startsWith('/') || token.startsWith('../')) {
    return false;
  }
  if (MADE_PATHS.some((made) => token.startsWith(made))) return false;
  if (REPO_FOLDERS.some((folder) => token.startsWith(folder))) return true;
  return token.includes('/') && /\.[a-z][a-z0-9]*$/i.test(token);
}

/** The words of code spans that name repository paths (a command's script, a file on its own). */
function pathsInCode(span: string): string[] {
  return span
    .split(/\s+/)
    .map((word) => word.replace(/^["'(]+|["'),.;:]+$/g, ''))
    .filter(looksLikeRepoPath)
    .map((word) => word.replace(/\/$/, ''));
}

export function checkMarkdown(file: string, text: string, repository: Repository): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const folder = path.posix.dirname(file);
  for (const { line, text: content } of proseLines(text)) {
    for (const target of linkTargets(content)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
      const linked = rawPath === '' ? file : path.posix.normalize(path.posix.join(folder, decodeURI(rawPath)));
      if (linked.startsWith('../') || !repository.exists(linked)) {
        problems.push({ file, line, message: `link to ${target}: no file ${linked}` });
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      const linkedText = repository.read(linked);
      if (linkedText === undefined) continue;
      if (!headingAnchors(linkedText).has(anchor.toLowerCase())) {
        problems.push({ file, line, message: `link to ${target}: ${linked} has no heading #${anchor}` });
      }
    }
    for (const span of codeSpans(content)) {
      for (const repoPath of pathsInCode(span)) {
        if (!repository.exists(repoPath)) problems.push({ file, line, message: `\`${repoPath}\`: no such file or folder` });
      }
    }
  }
  return problems;
}
