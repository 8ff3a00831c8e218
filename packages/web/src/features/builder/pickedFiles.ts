// Files chosen in the builder (form-data file parts, binary bodies). Their bytes travel with the
// request as base64 (core's PickedFile), because a page cannot read a path again later. Browser
// storage is small (about 5 MB per origin, shared by drafts, collections and history), so only
// small files are stored; a larger one is kept until reload and must then be chosen again.
import { ValidationError, type Body, type FormPart, type PickedFile } from '@courier/core';
import { formatSize } from '../response/formatBody.js';

/** The proxy takes 25 MB of JSON by default; base64 makes bytes a third larger. */
export const PICK_LIMIT = 10 * 1024 * 1024;
/** Files up to this size are stored with drafts, saved requests and history. */
export const KEEP_LIMIT = 256 * 1024;

export const NOT_KEPT_NOTICE = `Files over ${formatSize(KEEP_LIMIT)} are not stored with the request: this one is kept until the page reloads.`;

/** What a file the builder shows without its bytes asks for. */
export function chooseAgainNotice(name: string): string {
  return `The content of "${name}" was not stored: select the file again to send it.`;
}

/** Reads a chosen file; FileReader encodes it to base64 without blocking the page. */
export function readPickedFile(file: File): Promise<PickedFile> {
  if (file.size > PICK_LIMIT) {
    return Promise.reject(
      new ValidationError(
        `"${file.name}" is ${formatSize(file.size)}: files over ${formatSize(PICK_LIMIT)} cannot be sent from the browser`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, size: file.size, type: file.type, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () =>
      reject(new ValidationError(`"${file.name}" could not be read`, { cause: reader.error ?? undefined }));
    reader.readAsDataURL(file);
  });
}

function kept(picked: PickedFile): PickedFile {
  if (picked.data === undefined || picked.size <= KEEP_LIMIT) return picked;
  const { data: _dropped, ...rest } = picked;
  return rest;
}

function keptPart(part: FormPart): FormPart {
  if (part.type !== 'file' || !part.picked) return part;
  const picked = kept(part.picked);
  return picked === part.picked ? part : { ...part, picked };
}

/** The body as it is stored: bytes of files over KEEP_LIMIT dropped. The same object when nothing changed. */
export function keptBody(body: Body): Body {
  if (body.mode === 'file' && body.picked) {
    const picked = kept(body.picked);
    return picked === body.picked ? body : { ...body, picked };
  }
  if (body.mode !== 'formdata') return body;
  const formdata = body.formdata.map(keptPart);
  return formdata.every((part, index) => part === body.formdata[index]) ? body : { ...body, formdata };
}
