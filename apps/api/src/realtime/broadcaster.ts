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
  /**
   * Disconnects the sockets opened with any token of one sign-in (token family), in every process:
   * sign-out ends that sign-in only, the user's other devices stay connected.
   */
  disconnectSession(familyId: string): void;
  /** Whether the user has at least one connected socket in any process. */
  isUserOnline(userId: number): Promise<boolean>;
}
