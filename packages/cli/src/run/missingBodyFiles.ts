import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Transport, TransportBody, TransportRequest } from '@courier/core';

async function exists(path: string, workingDir: string): Promise<boolean> {
  try {
    await access(resolve(workingDir, path));
    return true;
  } catch {
    // Missing or unreadable: either way Newman sends without it.
    return false;
  }
}

/** The body without the files that do not exist, and Newman's warning for each. */
async function withoutMissingFiles(
  body: TransportBody | undefined,
  workingDir: string,
): Promise<{ body: TransportBody | undefined; warnings: string[] }> {
  if (body?.type === 'file') {
    if (await exists(body.path, workingDir)) return { body, warnings: [] };
    return { body: undefined, warnings: [`Binary file load error: "${body.path}", no such file`] };
  }
  if (body?.type !== 'multipart') return { body, warnings: [] };
  const warnings: string[] = [];
  const parts: typeof body.parts = [];
  for (const part of body.parts) {
    if (part.kind === 'file' && !(await exists(part.path, workingDir))) {
      warnings.push(`Form param \`${part.name}\`, file load error: "${part.path}", no such file`);
    } else parts.push(part);
  }
  return { body: warnings.length > 0 ? { ...body, parts } : body, warnings };
}

/**
 * Newman sends a request whose body file does not exist without that file, with a warning,
 * rather than failing it: collections exported from Postman often name files only their author
 * has. Files that exist but may not be read (--no-insecure-file-read) still fail in the transport.
 */
export function dropMissingBodyFiles(
  transport: Transport,
  workingDir: string,
  warn: (message: string) => void,
): Transport {
  return {
    ...(transport.signers && { signers: transport.signers }),
    async send(request: TransportRequest) {
      const { body, warnings } = await withoutMissingFiles(request.body, workingDir);
      warnings.forEach(warn);
      if (warnings.length === 0) return transport.send(request);
      const { body: _dropped, ...rest } = request;
      return transport.send(body ? { ...rest, body } : rest);
    },
  };
}
