// The part of postman-sandbox's API the benchmark uses (the package ships no typings).
declare module 'postman-sandbox' {
  const Sandbox: {
    createContext(options: object, callback: (error: Error | null, context: never) => void): void;
  };
  export default Sandbox;
}
