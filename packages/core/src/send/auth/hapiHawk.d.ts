// Types for @hapi/hawk. Its self-contained client (lib/browser.js) is pure JavaScript, so it runs in
// browsers and Node alike, unlike the package's main entry which needs node:crypto.
declare module '@hapi/hawk/lib/browser.js' {
  interface HawkHeaderOptions {
    credentials: { id: string; key: string; algorithm: string };
    ext?: string;
    timestamp?: number;
    nonce?: string;
    payload?: string;
    contentType?: string;
    app?: string;
    dlg?: string;
  }
  const hawk: {
    client: { header(uri: string, method: string, options: HawkHeaderOptions): { header: string } };
  };
  export default hawk;
}

// The server half of the main entry (node:crypto), used by tests to verify what the client signed.
declare module '@hapi/hawk' {
  const hawk: {
    server: {
      authenticate(
        request: unknown,
        credentials: (id: string) => unknown,
        options?: { payload?: string },
      ): Promise<{ credentials: unknown; artifacts: { ext?: string } }>;
    };
  };
  export default hawk;
}
