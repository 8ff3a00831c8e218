// Which kind of operation the editor holds decides how it is sent: a query or a mutation goes over
// HTTP, a subscription over a WebSocket. The graphql parser reads it, so comments, fragments and
// several operations are understood as a server would understand them.
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { GraphQLOperation } from './templates.js';

/**
 * The operation that runs: the one named `operationName`, or the only one in the document.
 * Undefined while the text does not parse or names no single operation — the builder then keeps
 * its ordinary Send, and the server's answer explains what is wrong.
 */
export function operationKindOf(query: string, operationName?: string): GraphQLOperation | undefined {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return undefined;
  }
  const chosen = operationName
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  return chosen?.operation;
}
