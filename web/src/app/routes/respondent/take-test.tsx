import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { SectionScreen as SectionScreenView } from './section-screen';
import { matchCandidatePath, navigate, useCandidateLocation } from '../../candidate/candidate-location';
import { testFragment, testPath, tokenFromFragment } from '@shared/respondents/test-link';
import { mutate } from 'swr';
import type { SectionKind } from '@shared/sections/kinds';
import { useRespondentTest, respondentTestKey } from '../../../features/respondents/api/get-respondent-test';
import { finishTest, startSection, type RespondentTest } from '../../../features/respondents/api/section-actions';
import { SectionIntro } from '../../../features/respondents/components/section-intro';
import { TestShell } from '../../../features/respondents/components/test-shell';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, usePageLanguage, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { untilLanded } from '../../../features/respondents/components/unsent-answers';
import { waitOrOnline } from '../../../features/respondents/components/use-online';
import { SECTION_SCREENS } from '../../../features/sections/registry';
import { screen } from '../../../features/sections/common/screens';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';
import { setRespondentLanguage } from '../../../lib/i18n/i18n';
import {
  RespondentLanguageSwitcher,
  keepRespondentLanguage,
} from '../../../features/respondents/components/respondent-language';

/** The finished test's page, fetched while the last section runs (and on its own when a finished test is opened). */
const TestFinished = screen(() => import('../../../features/respondents/components/test-finished'));

/** A running section's screen (timer, autosave, the kind's answer screen), fetched while its intro is shown. */
const SectionScreen = screen<ComponentProps<typeof SectionScreenView>>(() =>
  import('./section-screen').then((m) => ({ default: m.SectionScreen })),
);

/** The section to show next: the first one not completed. */
export function currentSection(test: RespondentTest): SectionKind | null {
  return test.sections.find((kind) => test.section_states[kind]?.status !== 'completed') ?? null;
}

/**
 * The section its timer closed that the respondent has not moved past yet (spec part 1 §4 "no time remaining"), with
 * how many answers it kept: told on coming back, until the next section starts.
 */
export function timedOutSection(test: RespondentTest): { kind: SectionKind; kept: number } | null {
  for (let i = test.sections.length - 1; i >= 0; i -= 1) {
    const kind = test.sections[i] as SectionKind;
    const state = test.section_states[kind];
    if (state?.timed_out) return { kind, kept: state.answers_kept ?? 0 };
    if (state && state.status !== 'not_started') return null;
  }
  return null;
}

/**
 * While a section runs the test keeps its own page in the browser history: Back stays on the test (one extra entry,
 * put back each time it is used) and `onHeld` tells the respondent how to go on, instead of leaving mid-section.
 */
function useHeldHistory(active: boolean, onHeld: () => void) {
  const held = useRef(onHeld);
  held.current = onHeld;
  useEffect(() => {
    if (!active) return;
    const hold = () => window.history.pushState(window.history.state, '', window.location.href);
    hold();
    const onPop = () => {
      hold();
      held.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);
}

/**
 * /assessment-test/:code#t=token (and the spec's /assessment-test/:code/:token, turned into the fragment form at once
 * so a reload never sends the token to the server) — intro, timed sections with autosave, finish, thank-you.
 * Resumes on refresh.
 */
export function TakeTestRoute() {
  const { pathname, hash } = useCandidateLocation();
  const route = matchCandidatePath(pathname);
  const params = route.page === 'test' ? route : { code: undefined, token: undefined };
  const token = params.token ?? tokenFromFragment(hash);
  useEffect(() => {
    if (params.code && params.token) navigate(testPath(params.code, params.token), { replace: true });
  }, [params.code, params.token]);
  const t = useT();
  // The respondent's language: a closed link, the deadline and time up read in it, as the rest of the page does.
  const pageLanguage = usePageLanguage();
  const describe = useDescribeError();
  const [itemLocale, setItemLocale] = useState<string | undefined>(
    () => window.localStorage.getItem('cf.itemLocale') ?? undefined,
  );
  // A language chosen on this page; until then the server shows the one kept on the respondent (issue 27).
  const [asked, setAsked] = useState<RespondentLocale>();
  const test = useRespondentTest(token, asked, itemLocale);
  const language = test.data?.language;
  useEffect(() => {
    if (!language) return;
    keepRespondentLanguage(language);
    void setRespondentLanguage(language).catch(() => undefined);
  }, [language]);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const finishStarted = useRef(false);
  const running = test.data ? currentSection(test.data) : null;
  useHeldHistory(running !== null && test.data?.section_states[running]?.status === 'in_progress', () =>
    setNotice(t('test.backHeld')),
  );
  // The address names the section shown next (`&s=`), in place (no history entry, no render): a reload, or a tab the
  // phone's browser dropped and restores, then fetches its screen with the page's own files (boot.ts).
  useEffect(() => {
    if (!token || params.token || !test.data) return;
    const { pathname: path, search, hash: now } = window.location;
    const next = testFragment(token, running ?? undefined);
    if (now !== next) window.history.replaceState(window.history.state, '', `${path}${search}${next}`);
  }, [token, params.token, test.data, running]);

  if (!token) return null;
  // Past the invitation's deadline: a page that says so, in the respondent's language (issue 25 "Deadlines").
  if (test.error && (test.error as { code?: string }).code === 'TEST_CLOSED') {
    return (
      <TestShell>
        <h1>{t('test.closedTitle')}</h1>
        <p role="status">{errorText('TEST_CLOSED', pageLanguage)}</p>
      </TestShell>
    );
  }
  if (test.error && !test.data) {
    return (
      <TestShell>
        <h1>{t('test.linkTitle')}</h1>
        <Alert>
          {test.error.status === 400 || test.error.status === 404 || test.error.status === 401
            ? t('test.invalidLink')
            : describe(test.error)}
        </Alert>
      </TestShell>
    );
  }
  if (!test.data) {
    return (
      <TestShell languages={false}>
        <Spinner label={t('common.loading')} />
      </TestShell>
    );
  }
  const data = test.data;
  const key = respondentTestKey(token, asked, itemLocale);
  const update = (next: RespondentTest) => mutate(key, next, { revalidate: false });
  const closed = timedOutSection(data);
  // A running section's statements may be in a language of their own (the Big Five's); the page takes its direction.
  const contentLocale =
    running && data.section_states[running]?.status === 'in_progress' ? data.content[running]?.item_locale : undefined;
  const shell = (children: React.ReactNode, aside?: React.ReactNode) => (
    <TestShell
      companyName={data.company_name}
      formName={data.form_name}
      logoUrl={data.logo_url}
      color={data.color}
      aside={aside}
      contentLocale={contentLocale ?? data.language}
      languages={<RespondentLanguageSwitcher languages={data.languages} value={data.language} onChange={setAsked} />}
    >
      {closed && (
        <Alert tone="info">{t('test.timedOut', { section: t(sectionNameKey(closed.kind)), n: closed.kept })}</Alert>
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {error && <Alert>{error}</Alert>}
      {data.deadline && data.candidate.status !== 'COMPLETED' && data.candidate.status !== 'RECOMPUTE' && (
        <p className="muted small" data-testid="test-deadline">
          {t('test.deadline', {
            time: new Intl.DateTimeFormat(pageLanguage, { dateStyle: 'long', timeStyle: 'long' }).format(
              new Date(data.deadline),
            ),
          })}
        </p>
      )}
      {children}
    </TestShell>
  );

  if (data.candidate.status === 'COMPLETED' || data.candidate.status === 'RECOMPUTE')
    return shell(
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <TestFinished
          token={token}
          companyName={data.company_name}
          message={data.thank_you.message}
          redirectUrl={data.thank_you.redirect_url}
          askDemographics={data.ask_demographics}
          demographicsGiven={data.demographics_given}
        />
      </Suspense>,
    );

  const section = currentSection(data);
  const index = section ? data.sections.indexOf(section) : data.sections.length;

  /** Once every section is closed the test is finished (also after a refresh between the two calls); a dropped connection is waited out. */
  async function finish() {
    if (finishStarted.current) return;
    finishStarted.current = true;
    setError(undefined);
    try {
      await untilLanded(() => finishTest(token as string), {
        wait: waitOrOnline,
        onWaiting: () => setNotice(t('test.waitingForConnection')),
      });
      setNotice(undefined);
      await mutate(key);
    } catch (err) {
      finishStarted.current = false;
      setError(describe(err));
      // The deadline passed meanwhile: reading the test again shows the closed page.
      if ((err as { code?: string }).code === 'TEST_CLOSED') void mutate(key);
    }
  }

  async function afterComplete(next: RespondentTest, timedOut: boolean) {
    // The server's word on a section its timer closed is shown with what it kept (timedOutSection); else the plain one.
    setNotice(timedOut && !timedOutSection(next) ? errorText('NO_TIME_REMAINING', pageLanguage) : undefined);
    await update(next);
  }

  if (!section) {
    return shell(
      <div className="stack">
        <Spinner label={t('common.saving')} />
        {error ? (
          <div>
            <Button onClick={() => void finish()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <RunOnMount action={finish} />
        )}
      </div>,
    );
  }

  const state = data.section_states[section];
  const title = t(sectionNameKey(section));
  if (!state || state.status === 'not_started') {
    void SECTION_SCREENS[section].Answer.preload().catch(() => undefined);
    void SectionScreen.preload().catch(() => undefined);
    return shell(
      <SectionIntro
        title={title}
        index={index}
        total={data.sections.length}
        minutes={Math.ceil((state?.allowance_seconds ?? 0) / 60)}
        // An e-mailed link opens here, not on the public link's page: the first screen names the assessment as that page does.
        lead={
          index === 0 ? t('test.register.subtitle', { company: data.company_name, form: data.form_name }) : undefined
        }
        overview={
          index === 0
            ? data.sections.map((kind) => ({
                kind,
                minutes: Math.ceil((data.section_states[kind]?.allowance_seconds ?? 0) / 60),
              }))
            : undefined
        }
        askFullscreen={data.integrity.ask_fullscreen}
        integrityNotes={[
          ...(data.integrity.ask_fullscreen ? [t('test.integrity.fullscreenNoted')] : []),
          ...(data.integrity.block_copy_paste && data.sections.includes('logic_test')
            ? [t('test.integrity.noCopy')]
            : []),
          ...(data.integrity.random_item_order ? [t('test.integrity.order')] : []),
        ]}
        onStart={async () => {
          setError(undefined);
          try {
            await update(await startSection(token, section));
            // The start answers in the interface language; a chosen Big Five item language is fetched again.
            if (itemLocale) await mutate(key);
          } catch (err) {
            setError(describe(err));
            if ((err as { code?: string }).code === 'TEST_CLOSED') void mutate(key);
          }
        }}
      />,
    );
  }

  // The last section is running: the finished page is fetched now, while the connection is known to be up, in a task
  // of its own, not the one that builds the questions (adding its preload links costs a slow phone a long task).
  if (index === data.sections.length - 1) setTimeout(() => void TestFinished.preload().catch(() => undefined), 0);
  // Opened on a running section (a reload, a link from another tab): its answer screen is fetched beside the section's
  // screen, not once that screen has arrived and rendered (issue 27 §3).
  void SECTION_SCREENS[section].Answer.preload().catch(() => undefined);
  return (
    <Suspense fallback={shell(<Spinner label={t('common.loading')} />)}>
      <SectionScreen
        key={section}
        token={token}
        test={data}
        section={section}
        index={index}
        shell={shell}
        onCompleted={afterComplete}
        onError={(err) => setError(describe(err))}
        onActivity={() => setNotice(undefined)}
        onItemLocale={(next) => {
          window.localStorage.setItem('cf.itemLocale', next);
          setItemLocale(next);
        }}
      />
    </Suspense>
  );
}

function RunOnMount({ action }: { action: () => Promise<void> }) {
  const run = useRef(action);
  useEffect(() => {
    void run.current();
  }, []);
  return null;
}
