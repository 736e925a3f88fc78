import { InvalidSafeVersionError } from './errors';

/** A parsed `major.minor.patch` version. */
export type SemVer = { major: number; minor: number; patch: number };

/** Parses `1.3.0`, `1.3.0+L2` or `v1.4.1`; throws InvalidSafeVersionError otherwise. */
export function parseSafeVersion(version: string): SemVer {
  // The gateway reports L2 singletons as `1.3.0+L2`; build metadata does not change the protocol.
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!match) throw new InvalidSafeVersionError('Invalid Safe version', { cause: version });
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/** Compares two versions: negative if a < b, 0 if equal, positive if a > b. */
export function compareVersions(a: string, b: string): number {
  const x = parseSafeVersion(a);
  const y = parseSafeVersion(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

/** True when `version` ≥ `minimum`. */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}
