import fc from 'fast-check';
import { PROPERTY_RUNS } from './property-runs';

// Every fast-check property of the unit tests runs PROPERTY_RUNS cases unless it names its own count.
fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: PROPERTY_RUNS });
