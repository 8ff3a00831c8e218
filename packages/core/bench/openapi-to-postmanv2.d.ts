// The part of openapi-to-postmanv2's API the benchmark uses (the package ships no typings).
declare module 'openapi-to-postmanv2' {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output?: Array<{ type: string; data: { item?: unknown[] } }>;
  }
  const Converter: {
    convertV2(
      input: { type: 'string'; data: string },
      options: Record<string, unknown>,
      callback: (error: Error | null, result: ConversionResult) => void,
    ): void;
  };
  export default Converter;
}
