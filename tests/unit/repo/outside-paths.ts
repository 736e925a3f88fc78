// Finds paths in a file's text that point outside the repository, so that a fresh clone on any
// machine runs without folders beside it or paths of the machine it was written on. Pure (text
// in, findings out) so the matcher itself can be tested on small planted strings.
import { posix } from 'node:path';

/** One path in a file that points outside the repository. */
export interface OutsidePath {
  /** 1-based line number. */
  line: number;
  /** The path as written. */
  text: string;
  /** Why it counts as outside. */
  reason: string;
}

/** A host path the repository may name, with the reason it is not project data. */
export interface AllowedPath {
  text: string;
  why: string;
}

/**
 * Host paths the repository may name. Kept short on purpose: each entry is where a host keeps a
 * system program the project runs, never a file or folder it reads as data.
 */
export const ALLOWED_PATHS: readonly AllowedPath[] = [
  {
    text: '/usr/bin/env',
    why: 'the portable shebang of executable scripts: finds node or bash on any host',
  },
  {
    text: '/usr/bin/chromium',
    why: "Debian's Chromium, the default browser binary of npm test, e2e and benches; CHROMIUM_PATH overrides it",
  },
];

// Top folders of Linux and macOS hosts where a machine's own files live (home folders, scratch
// and mount points, system trees). `/proc`, `/sys` and `/dev` are left out: they are interfaces.
const HOST_ROOTS = 'work|home|tmp|root|Users|mnt|opt|srv|var|usr|etc|private|Volumes|media';
// Not preceded by a word character, `.`, `-`, `}`, `/` or `:`, so URL paths
// (`https://host/home/…`) and paths built on a variable (`${dir}/tmp/…`) are not matched.
const NOT_AFTER_PATH_CHAR = String.raw`(?<![\w.\-}/:$])`;
const PATH_CHARS = String.raw`[^\s'"\`)\]},;]*`;
const HOST_PATH = new RegExp(
  String.raw`${NOT_AFTER_PATH_CHAR}(?:\/(?:${HOST_ROOTS})|~)\/${PATH_CHARS}`,
  'g',
);
// A quoted host folder with nothing after it, such as the scratch folder as a fallback value; the
// home folder is not in this list because `/home` is also one of the app's own routes.
const QUOTED_HOST_FOLDER = /(?<=['"`])\/(?:work|tmp|root|Users|mnt|Volumes)(?=['"`])/g;
// A relative path that starts by climbing to the parent folder (optionally after a leading `./`),
// at the start of a token: a bare parent, or a parent followed by more segments.
const CLIMBING_PATH = new RegExp(
  String.raw`(?<=^|[\s'"\`(=,[])(?:\.\/)?\.\.(?:\/${PATH_CHARS})?(?=$|[\s'"\`)\]},;])`,
  'g',
);
// Text just before a path that the runtime resolves from the file's own folder: module
// specifiers, `new URL(x, import.meta.url)`, vitest's module helpers and markdown links.
const FILE_RELATIVE_CONTEXT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bnew URL\(\s*|\bvi\.\w+\(\s*)['"`]$|\]\($/;
// Further string literals right after a bare '..' (`join(here, '..', '..', 'shared')`).
const JOINED_SEGMENTS = /^(['"])((?:\s*,\s*(['"])[^'"\n]*\3)*)/;

/** True when `relative`, resolved from `folder` (repository-relative, '' = root), leaves the root. */
export function escapesRoot(relative: string, folder: string): boolean {
  const resolved = posix.normalize(posix.join(folder, relative));
  return resolved.split('/')[0] === '..';
}

/** The path a bare `'..'` literal builds with the string literals that follow it in a call. */
function joinedPath(rest: string): string {
  const segments = JOINED_SEGMENTS.exec(rest)?.[2] ?? '';
  const parts = [...segments.matchAll(/(['"])([^'"\n]*)\1/g)].map((match) => match[2]);
  return ['..', ...parts].join('/');
}

/** Climbing paths on one line that leave the root from the file's folder (or, for paths a
 * script reads relative to its working directory, the repository root, where npm runs it). */
function climbingFindings(text: string, folder: string): Omit<OutsidePath, 'line'>[] {
  const found: Omit<OutsidePath, 'line'>[] = [];
  for (const match of text.matchAll(CLIMBING_PATH)) {
    const start = match.index;
    const before = text.slice(0, start);
    const written = match[0];
    const bare = written === '..' || written === './..';
    const path = bare ? joinedPath(text.slice(start + written.length)) : written;
    if (escapesRoot(path, folder)) {
      found.push({ text: path, reason: `leaves the repository from ${folder || 'the root'}/` });
    } else if (!bare && !FILE_RELATIVE_CONTEXT.test(before) && escapesRoot(path, '')) {
      found.push({ text: path, reason: 'leaves the repository from the working directory' });
    }
  }
  return found;
}

/** Every path in `text` (the content of repository file `file`) that points outside the repository. */
export function findOutsidePaths(
  text: string,
  file: string,
  allowed: readonly AllowedPath[] = ALLOWED_PATHS,
): OutsidePath[] {
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const isAllowed = (path: string) => allowed.some((entry) => entry.text === path);
  return text.split('\n').flatMap((lineText, index) => {
    const hostPaths = [
      ...lineText.matchAll(HOST_PATH),
      ...lineText.matchAll(QUOTED_HOST_FOLDER),
    ].map((match) => ({ text: match[0], reason: 'absolute path of a host' }));
    return [...hostPaths, ...climbingFindings(lineText, folder)]
      .filter((finding) => !isAllowed(finding.text))
      .map((finding) => ({ line: index + 1, ...finding }));
  });
}
