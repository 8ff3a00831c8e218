import { messageOf } from '@courier/core';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './Button.js';

/** 'Copied!' lasts 2 s. */
const COPIED_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** Told 'Copy failed: …' when the browser refuses the clipboard, and undefined after a copy that worked. */
  onCopyError(message: string | undefined): void;
  className?: string;
}

/** Copies `text` to the clipboard and says 'Copied!' for two seconds. */
export function CopyButton({ text, onCopyError, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onCopyError(undefined);
      setCopied(true);
    } catch (thrown) {
      // Clipboard access is refused on insecure origins and without a user gesture.
      onCopyError(`Copy failed: ${messageOf(thrown)}`);
    }
  };

  return (
    <Button
      size="sm"
      {...(className !== undefined && { className })}
      onPress={() => void copy()}
      icon={copied ? <Check size={14} /> : <Copy size={14} />}
    >
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
