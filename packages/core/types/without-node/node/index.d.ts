// Stands in for Node's types (@types/node) when core's portable code is type-checked
// (tsconfig.portable.json). papaparse's and httpsnippet's type files reference Node's types, which
// would otherwise bring Buffer, process and the rest of Node into scope unnoticed.
export {};
