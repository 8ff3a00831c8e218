// The history's search: by direction, by type (binary counts as its own type), and by text, which
// matches a message's content case-insensitively (a binary message's hex too).
import type { WebSocketMessage } from '@courier/core';

export interface MessageFilter {
  direction: 'all' | WebSocketMessage['direction'];
  type: 'all' | 'binary' | WebSocketMessage['type'];
  text: string;
}

export const NO_FILTER: MessageFilter = { direction: 'all', type: 'all', text: '' };

export function filterMessages(messages: readonly WebSocketMessage[], filter: MessageFilter): WebSocketMessage[] {
  const text = filter.text.trim().toLowerCase();
  const compactText = text.replace(/\s+/g, '');
  return messages.filter((message) => {
    if (filter.direction !== 'all' && message.direction !== filter.direction) return false;
    if (filter.type === 'binary' ? !message.binary : filter.type !== 'all' && message.type !== filter.type) {
      return false;
    }
    if (text === '') return true;
    const content = message.content.toLowerCase();
    return content.includes(text) || (message.binary === true && content.includes(compactText));
  });
}
