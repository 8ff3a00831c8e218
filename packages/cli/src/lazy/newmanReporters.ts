// Imported only dynamically, for `-r <name>` when newman-reporter-<name> is installed: the Postman
// collection SDK, whose objects Newman's reporters are given, loads only for those runs.
export { newmanReport, NewmanReporters } from '../reporters/newmanReporters.js';
