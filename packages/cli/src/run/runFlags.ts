// The options of `courier run` as commander hands them over, under Newman's names.
import type { DriftIgnoreRules } from '@courier/core';
import type { ColorMode } from '../reporters/color.js';

export interface RunFlags {
  environment?: string;
  globals?: string;
  iterationData?: string;
  iterationCount?: number;
  folder?: string[];
  envVar?: string[];
  globalVar?: string[];
  exportEnvironment?: string;
  exportGlobals?: string;
  exportCollection?: string;
  postmanApiKey?: string;
  bail?: string | true;
  ignoreRedirects?: boolean;
  suppressExitCode?: boolean;
  silent?: boolean;
  disableUnicode?: boolean;
  color: ColorMode;
  delayRequest?: number | true;
  timeout?: number | true;
  timeoutRequest?: number | true;
  timeoutScript?: number | true;
  workingDir?: string;
  insecureFileRead: boolean;
  insecure?: boolean;
  sslClientCertList?: string;
  sslClientCert?: string;
  sslClientKey?: string;
  sslClientPassphrase?: string;
  sslExtraCaCerts?: string;
  cookieJar?: string;
  exportCookieJar?: string;
  verbose?: boolean;
  reporters: string[] | true;
  parallel?: number | true;
  shard?: { index: number; total: number };
  baseline?: string;
  baselineIgnore?: DriftIgnoreRules;
  baselineUpdate?: boolean;
}

/** A bare `--timeout-request` (Newman's optional value) sets nothing. */
export function given(value: number | true | undefined): number | undefined {
  return value === true ? undefined : value;
}
