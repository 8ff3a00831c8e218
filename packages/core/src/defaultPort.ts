/** The port the server listens on when none is configured; the documentation guide states it. */
export const DEFAULT_SERVER_PORT = 9000;
