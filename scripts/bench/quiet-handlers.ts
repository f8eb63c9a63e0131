/**
 * Imported first by a bench that runs the handlers in its own process: the handlers' logger takes its level when its
 * module is evaluated, which the bench's other imports do, so the level is set here, before them.
 */
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
