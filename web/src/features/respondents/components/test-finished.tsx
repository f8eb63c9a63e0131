import { ThankYou } from './thank-you';
import { ExperienceForm } from './experience-form';
import { DemographicsForm } from './demographics-form';

/**
 * What a respondent sees once every section is closed: the thank-you page, the optional question about the test and,
 * where the employer asked, the voluntary equal-opportunity questions. A chunk of its own, fetched while the last
 * section runs, so the test's first screen does not carry it (docs/architecture.md "The respondent's app").
 */
export default function TestFinished({
  token,
  companyName,
  message,
  redirectUrl,
  askDemographics,
  demographicsGiven,
}: {
  token: string;
  companyName: string;
  message?: string;
  redirectUrl?: string;
  askDemographics: boolean;
  demographicsGiven: boolean;
}) {
  return (
    <div className="stack">
      <ThankYou companyName={companyName} message={message} redirectUrl={redirectUrl} />
      <ExperienceForm token={token} />
      {askDemographics && <DemographicsForm token={token} given={demographicsGiven} />}
    </div>
  );
}
