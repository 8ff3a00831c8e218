// The WebSocket view's words, exactly as users read them.
export const WEBSOCKET_TEXT = {
  selectConnection: 'Select a WebSocket connection',
  noMessages: 'No messages yet. Send a message to start the conversation.',
  connectionFailed: (error: string) => `Connection failed: ${error}`,
  createFailed: 'Error creating connection',
  sendFailed: (error: string) => `Failed to send message: ${error}`,
  sendError: 'Error sending message',
  noConnections: 'No WebSocket connections yet',
  confirmDelete: (host: string, messages: number) =>
    `Delete the connection to ${host} and its ${messages === 1 ? '1 message' : `${messages} messages`}? This cannot be undone.`,
} as const;
