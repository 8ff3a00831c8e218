// The app's one Transport: every send goes through the server's /api/proxy.
import { createProxyTransport } from './proxyTransport.js';

export const transport = createProxyTransport();
