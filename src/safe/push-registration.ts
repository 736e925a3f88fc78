import { getAddress, keccak256, toUtf8Bytes } from 'ethers';

/** What a push-notification registration signs over, for one chain. */
export type PushRegistrationParameters = {
  /** Unix seconds, as the string sent in the body. */
  timestamp: string;
  uuid: string;
  cloudMessagingToken: string;
  safeAddresses: string[];
};

/** The exact string hashed for a registration: "gnosis-safe" + timestamp + uuid + token + sorted safes. */
export function getPushRegistrationMessage({
  timestamp,
  uuid,
  cloudMessagingToken,
  safeAddresses,
}: PushRegistrationParameters): string {
  // Sorted after checksumming, as the Transaction Service rebuilds it.
  const safes = safeAddresses.map((address) => getAddress(address)).sort();
  return `gnosis-safe${timestamp}${uuid}${cloudMessagingToken}${safes.join('')}`;
}

/** keccak256 of the registration string: the 32 bytes a web client signs with personal_sign. */
export function hashPushRegistration(parameters: PushRegistrationParameters): string {
  return keccak256(toUtf8Bytes(getPushRegistrationMessage(parameters)));
}
