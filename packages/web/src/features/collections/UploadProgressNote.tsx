// How far a large collection's upload to the shared workspace has come (decision 0050): it goes up in
// batches, and nobody else sees it until the last one is in.
import type { UploadProgress } from './collectionUpload.js';

const count = (n: number) => n.toLocaleString('en-US');

export function UploadProgressNote({ upload }: { upload: UploadProgress }) {
  const label = `Uploading “${upload.name}”: ${count(upload.sent)} of ${count(upload.total)} items`;
  return (
    <div className="upload-progress" role="status">
      <span>{label}</span>
      <progress max={upload.total} value={upload.sent} aria-label={label} />
    </div>
  );
}
