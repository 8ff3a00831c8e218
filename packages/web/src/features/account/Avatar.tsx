import { useState } from 'react';
import type { SessionUser } from '../../lib/session.js';

/** The name a user goes by: their name, or their username when they have none. */
export function displayName(user: SessionUser): string {
  return user.name.trim() || user.username;
}

/** The avatar picture, or the first letter of the name when there is none or it fails to load. */
export function Avatar({ user, size }: { user: SessionUser; size: 'sm' | 'lg' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = user.avatar && failed !== user.avatar ? user.avatar : null;
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true">
      {picture ? (
        <img src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        displayName(user).charAt(0).toUpperCase()
      )}
    </span>
  );
}

export function RoleBadge({ role }: { role: SessionUser['role'] }) {
  return <span className={`role-badge role-${role}`}>{role}</span>;
}
