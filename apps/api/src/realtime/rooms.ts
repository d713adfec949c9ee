/**
 * Internal rooms of the real-time server. Their names can never be a channel name (parseChannel
 * refuses them), so no client can subscribe to them.
 */

/** Every socket of a user, in every process: disconnectUser and isUserOnline. */
export const userRoom = (userId: number) => `#user:${userId}`;

/** Every socket opened with a token of one sign-in (token family): sign-out ends only that sign-in. */
export const sessionRoom = (familyId: string) => `#session:${familyId}`;
