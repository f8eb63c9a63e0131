import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/use-api';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { useSectionContent } from '../../../features/sections/api/get-section-content';
import { SECTION_META } from '@shared/sections/meta-registry';
import {
  AdverseImpactTable,
  GroupBig5,
  GroupCulture,
  GroupWorkStyles,
  ScoreHistogram,
} from '../../../features/results/components/group-charts';
import { detailsPath } from '../../../features/assessments/components/assessments-table';
import { LIVE_REFRESH_MS } from '../../../features/results/api/list-candidates';
import { ExperiencePanel } from '../../../features/results/components/experience-panel';
import { GroupSharePanel } from '../../../features/results/components/group-share-panel';
import type { GroupAnalyticsView } from '@shared/routes';

const BIG5_LETTER: Record<string, string> = {
  openness: 'O',
  conscientiousness: 'C',
  extraversion: 'E',
  agreeableness: 'A',
  neuroticism: 'N',
};

/**
 * /assessment-group-analytics?id=: how the group of respondents scored (spec part 1 §1 group analytics), from
 * the aggregate the server keeps, refreshed while open so a new completion shows without a reload.
 */
export function GroupAnalyticsRoute() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const view = useApi('getGroupAnalytics', id ? { params: { id } } : null, { refreshInterval: LIVE_REFRESH_MS });
  if (!id) return <Navigate to="/assessments" replace />;
  if (view.error) {
    return (
      <div className="stack">
        <h1>{t('group.title')}</h1>
        <Alert>
          {view.error.status === 403 || view.error.status === 404
            ? errorText('NO_PERMISSION', locale)
            : describe(view.error)}
        </Alert>
      </div>
    );
  }
  if (!view.data) return <Spinner label={t('common.loading')} />;
  const g = view.data;

  return (
    <div className="stack">
      <Link className="breadcrumb" to={detailsPath(g.form_id)}>
        ← {g.form_name}
      </Link>
      <div className="page-header">
        <h1>{t('group.title')}</h1>
      </div>
      <p className="muted">
        {t('group.respondents', { completed: g.completed, total: g.respondents, rate: g.completion_rate })}
      </p>
      <GroupCharts g={g} />
      <ExperiencePanel formId={g.form_id} />
      <GroupSharePanel formId={g.form_id} />
    </div>
  );
}

/** The charts of a group page: signed in here, or opened by a group link at its level (shared-group.tsx). */
export function GroupCharts({ g }: { g: GroupAnalyticsView }) {
  const t = useT();
  const locale = useLocale();
  const big5 = useSectionContent('big5', locale);
  const big5Names = new Map((big5.data?.groups.domains ?? []).map((d) => [d.id, d.text]));
  const big5Name = (key: string) => big5Names.get(BIG5_LETTER[key] ?? '') ?? key;

  return (
    <div className="stack">
      {g.completed === 0 ? (
        <Card>
          <p className="muted">{t('group.empty')}</p>
        </Card>
      ) : (
        <>
          {g.overall ? (
            <Card className="stack">
              <h2>{t('group.overall')}</h2>
              <ScoreHistogram stats={g.overall} label={t('group.overall')} />
            </Card>
          ) : (
            <Card>
              <p className="muted">
                {/* The work style identifier describes and never counts toward the overall score (spec part 2 §9.4). */}
                {g.sections.some((k) => SECTION_META[k].countsTowardOverall)
                  ? t('group.noOverallYet')
                  : t('group.noOverall', {
                      sections: g.sections.map((k) => t(sectionNameKey(k))).join(', '),
                    })}
              </p>
            </Card>
          )}
          {g.work_styles && (
            <Card className="stack">
              <h2>{t('group.workStyles')}</h2>
              <GroupWorkStyles mix={g.work_styles} />
            </Card>
          )}
          {g.sections
            .filter((k) => g.section_stats[k])
            .map((kind) => (
              <Card key={kind} className="stack">
                <h2>{t(sectionNameKey(kind))}</h2>
                <ScoreHistogram stats={g.section_stats[kind]!} label={t(sectionNameKey(kind))} />
              </Card>
            ))}
          {g.sections.includes('oaic_archetypes') && (
            <Card className="stack">
              <h2>{t('group.culture')}</h2>
              <GroupCulture view={g} />
            </Card>
          )}
          {g.adverse_impact && (
            <Card className="stack">
              <h2>{t('group.fair')}</h2>
              <AdverseImpactTable impact={g.adverse_impact} />
            </Card>
          )}
          {g.sections.includes('big5') && (
            <Card className="stack">
              <h2>{t('group.big5')}</h2>
              <GroupBig5 bands={g.big5_bands} names={big5Name} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
