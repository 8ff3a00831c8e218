// Routes' response scripts on the server: core's runResponseScript in a small pool of isolated-vm
// sandboxes, started when the first script runs and shared by every configuration.
import {
  MOCK_SCRIPT_MEMORY_MB,
  runResponseScript,
  type MockReply,
  type MockRequest,
  type ScriptHost,
  type ScriptedReply,
} from '@courier/core';
import { createScriptHostPool } from '@courier/core/node';

const SANDBOXES = 2;

export interface ResponseScripts {
  run(source: string, request: MockRequest, url: string, reply: MockReply): Promise<ScriptedReply>;
  dispose(): Promise<void>;
}

export function responseScripts(): ResponseScripts {
  let pool: ScriptHost | undefined;
  return {
    run(source, request, url, reply) {
      pool ??= createScriptHostPool({ size: SANDBOXES, memoryLimitMb: MOCK_SCRIPT_MEMORY_MB });
      return runResponseScript(pool, source, request, url, reply);
    },
    async dispose() {
      await pool?.dispose();
    },
  };
}
