// The one call of postman-collection-transformer (CommonJS, no published types) the CLI makes.
declare module 'postman-collection-transformer' {
  interface ConvertOptions {
    inputVersion: string;
    outputVersion: string;
    retainIds?: boolean;
  }
  const transformer: {
    convert(
      collection: unknown,
      options: ConvertOptions,
      callback: (error: Error | null, converted: unknown) => void,
    ): void;
  };
  export default transformer;
}
