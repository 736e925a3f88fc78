// SDK versions on the wire. Requests carry `env.sdkVersion`, replies `version`; each side handles a
// message only when that version's major number is at least 1 (spec §6).

/**
 * The version both our client (`env.sdkVersion`) and our host (`version`) announce: that of the
 * public SDK whose wire format this contract implements. Hosts switch features on it (off-chain
 * signing needs ≥ 7.11.0), so it names the format, not this package.
 */
export const SAFE_APPS_SDK_VERSION = '9.1.0';

/** The lowest major version either side accepts (spec §6). */
export const MIN_SDK_MAJOR = 1;

/** The public SDK's name for the version getter. */
export const getSDKVersion = (): string => SAFE_APPS_SDK_VERSION;

/** `major.minor.patch` with an optional pre-release or build suffix; each part at most 9 digits. */
const VERSION_PATTERN = /^(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(?:[-+][0-9A-Za-z.+-]{0,40})?$/;

/** The numbers of a version string, or null when it is not one. */
export function parseSdkVersion(
  value: unknown,
): { major: number; minor: number; patch: number } | null {
  if (typeof value !== 'string') return null;
  const match = VERSION_PATTERN.exec(value);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), patch: Number(match[3] ?? 0) };
}

/** Whether `value` is a version whose major number is at least 1 (spec §6). */
export function isSupportedSdkVersion(value: unknown): boolean {
  const version = parseSdkVersion(value);
  return version !== null && version.major >= MIN_SDK_MAJOR;
}

/** Whether version `value` is at least `minimum` (e.g. off-chain signing needs 7.11.0). */
export function isSdkVersionAtLeast(value: unknown, minimum: string): boolean {
  const version = parseSdkVersion(value);
  const floor = parseSdkVersion(minimum);
  if (!version || !floor) return false;
  if (version.major !== floor.major) return version.major > floor.major;
  if (version.minor !== floor.minor) return version.minor > floor.minor;
  return version.patch >= floor.patch;
}
