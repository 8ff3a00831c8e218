// Mock rules hold regular expressions written by users and run them on every matching request.
// A pattern such as ^(a+)+$ backtracks exponentially on input like 'aaaa…b' and would hold the
// event loop, and so every user of a hosted server. V8 can fall back to its linear-time engine
// when a match backtracks too much; the fallback covers patterns without the u flag (rules are
// compiled without it) and costs nothing for patterns that do not backtrack. It is a process-wide
// engine setting, so turning it on here also protects the rest of the server.
import v8 from 'node:v8';

v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
