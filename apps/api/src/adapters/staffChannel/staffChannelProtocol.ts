/**
 * Issue 17: the local channel of `npm run staff` to a running server, a Unix domain socket at
 * `${DATA_DIR}/staff.sock` (mode 0600: only the server's OS user can connect). One command per
 * connection: the client writes one JSON line (a TStaffCommand plus `operator`, the OS user), the
 * server answers one JSON line (a StaffCommandResult) and closes.
 */
export const STAFF_SOCKET_NAME = 'staff.sock';
/** Longest request line; a command is a few hundred bytes. */
export const STAFF_CHANNEL_MAX_LINE_BYTES = 64 * 1024;
/** A connection that says nothing for this long is closed. */
export const STAFF_CHANNEL_IDLE_MS = 10_000;
/** Linux's limit of a socket path (sun_path is 108 bytes with its NUL). */
export const MAX_SOCKET_PATH_BYTES = 107;
