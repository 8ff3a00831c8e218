import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { FormData } from 'undici';
import { encodeUrlencoded, URLENCODED_CONTENT_TYPE } from '../../send/urlencoded.js';
import type { TransportBody } from '../../send/transport.js';
import { createFormData } from './undiciParts.js';
import { resolveWorkingDirFile, type FileAccess } from './workingDirFile.js';

export interface DispatchBody {
  /** Reusable across redirect hops: strings, buffers, blobs and FormData can be sent again. */
  body: string | Buffer | Blob | FormData;
  /** The Content-Type this body implies when the request has none. */
  contentType?: string;
  /** Multipart needs undici's boundary, so any Content-Type the user typed is replaced. */
  ownsContentType: boolean;
}

/** Turns a TransportBody into what undici sends; files are read from the working directory. */
export async function toDispatchBody(body: TransportBody, access: FileAccess): Promise<DispatchBody> {
  switch (body.type) {
    case 'text':
      return { body: body.text, ownsContentType: false };
    case 'base64':
      return { body: Buffer.from(body.data, 'base64'), ownsContentType: false };
    case 'urlencoded':
      return {
        body: encodeUrlencoded(body.fields),
        contentType: URLENCODED_CONTENT_TYPE,
        ownsContentType: false,
      };
    case 'file':
      return { body: await openAsBlob(await resolveWorkingDirFile(body.path, access)), ownsContentType: false };
    case 'multipart': {
      const form = await createFormData();
      for (const part of body.parts) {
        if (part.kind === 'text') {
          form.append(part.name, part.value);
        } else if (part.kind === 'file') {
          const path = await resolveWorkingDirFile(part.path, access);
          form.append(part.name, await openAsBlob(path, { type: part.contentType ?? '' }), basename(part.path));
        } else {
          form.append(
            part.name,
            new Blob([Buffer.from(part.data, 'base64')], { type: part.contentType ?? '' }),
            part.fileName,
          );
        }
      }
      return { body: form, ownsContentType: true };
    }
  }
}
