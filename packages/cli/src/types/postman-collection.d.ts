// The part of the Postman collection SDK (CommonJS; its type file is not named in its package.json)
// that the CLI uses: the objects Newman hands its reporters are instances of these classes.
declare module 'postman-collection' {
  type Json = Record<string, unknown>;

  class Property {
    id: string;
    name: string;
    toJSON(): Json;
  }
  export class Item extends Property {
    constructor(definition: Json);
    parent(): Property | undefined;
  }
  export class Collection extends Property {
    constructor(definition: Json);
    forEachItem(callback: (item: Item) => void): void;
  }
  export class Request extends Property {
    constructor(definition: Json);
  }
  export class Response extends Property {
    constructor(definition: Json);
  }
  export class VariableScope extends Property {
    constructor(definition: Json);
  }
}
