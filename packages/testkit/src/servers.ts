// Local servers on a loopback port 0 that tests run against, instead of a public host.
export * from './authorizationServer.js';
export * from './echoServer.js';
export * from './eventStreamServer.js';
export * from './upstream.js';
export * from './webSocketEcho.js';
export * from './mutualTlsServer.js';
export * from './outboundProxy.js';
export * from './testCertificates.js';
