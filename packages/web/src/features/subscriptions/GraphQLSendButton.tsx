// The builder's Send button in GraphQL mode: Subscribe (then Stop) when the editor's operation is a
// subscription, which cannot go over HTTP, and the ordinary Send otherwise. It loads with the GraphQL
// parser that tells them apart, only once a request is in GraphQL mode.
import { operationKindOf, type GraphQLOperation } from '@courier/core';
import { Radio, Square } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button } from '../../ui/Button.js';
import { isSubscriptionActive, useSubscriptionView } from './subscriptionView.js';

export interface GraphQLSendButtonProps {
  query: string;
  /** The sub-mode chosen above the editor, which counts while the text does not parse (a fresh starter). */
  chosenOperation: GraphQLOperation | undefined;
  tabId: string;
  /** The ordinary Send button, for queries and mutations. */
  sendButton: ReactNode;
  /** Whether Send would start now (a URL, every variable defined). */
  canSend: boolean;
  onPress: () => void;
}

export function GraphQLSendButton({
  query,
  chosenOperation,
  tabId,
  sendButton,
  canSend,
  onPress,
}: GraphQLSendButtonProps) {
  const isSubscription = useMemo(
    () => (operationKindOf(query) ?? chosenOperation) === 'subscription',
    [query, chosenOperation],
  );
  const setOperationIsSubscription = useSubscriptionView((state) => state.setOperationIsSubscription);
  const running = useSubscriptionView((state) => state.tabId === tabId && isSubscriptionActive(state.status));

  useEffect(() => {
    setOperationIsSubscription(isSubscription);
    return () => setOperationIsSubscription(false);
  }, [isSubscription, setOperationIsSubscription]);

  if (!isSubscription) return sendButton;
  return (
    <Button
      variant={running ? 'secondary' : 'primary'}
      className="send-button"
      onPress={onPress}
      isDisabled={!running && !canSend}
      icon={running ? <Square size={14} /> : <Radio size={15} />}
    >
      {running ? 'Stop' : 'Subscribe'}
    </Button>
  );
}
