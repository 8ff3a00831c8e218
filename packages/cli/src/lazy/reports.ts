// Imported only dynamically, by fileReports.ts, for a run that asked for a file report: the HTML,
// JUnit, CSV (papaparse) and Newman JSON writers load only then.
export { DETAILED_FORMATS, renderReport } from '@courier/core';
