// Types for the undici modules undiciParts.ts imports by path: undici types only its entry point.
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';
  const agent: typeof Agent;
  export default agent;
}
declare module 'undici/lib/core/connect.js' {
  import type { buildConnector } from 'undici';
  const connector: typeof buildConnector;
  export default connector;
}
declare module 'undici/lib/web/fetch/formdata.js' {
  import type { FormData } from 'undici';
  const formdata: { FormData: typeof FormData };
  export default formdata;
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  import type { ProxyAgent } from 'undici';
  const proxyAgent: typeof ProxyAgent;
  export default proxyAgent;
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  import type { Dispatcher } from 'undici';
  const dispatcher: typeof Dispatcher;
  export default dispatcher;
}
declare module 'undici/lib/api/api-connect.js' {
  import type { Dispatcher } from 'undici';
  const connect: Dispatcher['connect'];
  export default connect;
}
