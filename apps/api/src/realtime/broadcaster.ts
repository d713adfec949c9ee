/**
 * What routes and the domain use to publish real-time events (REALTIME.md). Call it only after the
 * change an event reports is committed. The socket.io server implements it; with REDIS_URL it fans
 * out across processes.
 */
export interface Broadcaster {
  /** Sends `[event, channel, data]` to every socket subscribed to `channel`, in every process. */
  emit(channel: string, event: string, data: unknown): void;
  /** Disconnects every socket of the user (their tokens were revoked), in every process. */
  disconnectUser(userId: number): void;
  /** Whether the user has at least one connected socket in any process. */
  isUserOnline(userId: number): Promise<boolean>;
}
