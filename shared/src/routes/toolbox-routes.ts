import { route } from './define';
import {
  ZAnalyzerRun,
  ZAnalyzerRunList,
  ZAnalyzerRunListQuery,
  ZAnalyzerRunParams,
  ZStartAnalyzerRun,
} from './analyzer-schemas';
import { ZEmpty } from './common-schemas';
import { ZToolboxRun, ZToolboxRunId, ZToolboxRunList, ZToolboxRunRequest, ZToolboxRunsQuery } from './toolbox-schemas';

/** The toolbox function's routes: its part of the route table (./table.ts), loaded alone by the function that serves them. */
export const TOOLBOX_ROUTES = {
  // toolbox: the core values analyzer (spec part 1 §1, §2 public /core-values-analyzer; part 2 §9.3). Free and public:
  // a visitor's run has no owner; a signed-in user starts through the user route so the run is listed as theirs.
  startAnalyzerRun: route({
    method: 'POST',
    path: '/public/analyzer/runs',
    context: 'toolbox',
    auth: 'public',
    summary:
      'Start a core values analysis as a visitor (up to 8 values, five sections each); the same runId again starts nothing new',
    params: ZEmpty,
    query: ZEmpty,
    body: ZStartAnalyzerRun,
    response: ZAnalyzerRun,
  }),
  startMyAnalyzerRun: route({
    method: 'POST',
    path: '/analyzer/runs',
    context: 'toolbox',
    auth: 'user',
    summary: 'Start a core values analysis as myself (listed in my runs); the same runId again starts nothing new',
    params: ZEmpty,
    query: ZEmpty,
    body: ZStartAnalyzerRun,
    response: ZAnalyzerRun,
  }),
  getAnalyzerRun: route({
    method: 'GET',
    path: '/public/analyzer/runs/{runId}',
    context: 'toolbox',
    auth: 'public',
    summary: 'A core values analysis: progress and the sections written so far (its unguessable id is the key)',
    params: ZAnalyzerRunParams,
    query: ZEmpty,
    body: ZEmpty,
    response: ZAnalyzerRun,
  }),
  listMyAnalyzerRuns: route({
    method: 'GET',
    path: '/analyzer/runs',
    context: 'toolbox',
    auth: 'user',
    summary: 'My core values analyses, newest first, a page at a time',
    params: ZEmpty,
    query: ZAnalyzerRunListQuery,
    body: ZEmpty,
    response: ZAnalyzerRunList,
  }),

  // toolbox: the seven generators (spec part 1 §1, §2; part 2 §1, §7.4, §9.1: 1 credit per run)
  generateToolboxText: route({
    method: 'POST',
    path: '/toolbox/runs',
    context: 'toolbox',
    auth: 'user',
    stream: true,
    summary:
      'Run a generator for 1 credit, the text streamed as it is written (the same runId again returns that run, never charged twice)',
    params: ZEmpty,
    query: ZEmpty,
    body: ZToolboxRunRequest,
    response: ZToolboxRun,
  }),
  listToolboxRuns: route({
    method: 'GET',
    path: '/toolbox/runs',
    context: 'toolbox',
    auth: 'user',
    summary: 'My past runs of one generator, newest first',
    params: ZEmpty,
    query: ZToolboxRunsQuery,
    body: ZEmpty,
    response: ZToolboxRunList,
  }),
  getToolboxRun: route({
    method: 'GET',
    path: '/toolbox/runs/{runId}',
    context: 'toolbox',
    auth: 'user',
    summary: "One of my runs with its text (another account's reads as not found)",
    params: ZToolboxRunId,
    query: ZEmpty,
    body: ZEmpty,
    response: ZToolboxRun,
  }),
} as const;
