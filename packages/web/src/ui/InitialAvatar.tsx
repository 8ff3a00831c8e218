import { useState } from 'react';

export interface InitialAvatarProps {
  /** The name whose first letter stands in for the picture. */
  name: string;
  src?: string | null | undefined;
  className: string;
}

/** A picture, or the name's first letter when there is none or it fails to load (a dead link, a typo). */
export function InitialAvatar({ name, src, className }: InitialAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span className={className} aria-hidden="true">
      {picture ? <img src={picture} alt="" onError={() => setFailed(picture)} /> : name.charAt(0).toUpperCase()}
    </span>
  );
}
