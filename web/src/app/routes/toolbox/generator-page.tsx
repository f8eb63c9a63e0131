import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ORGANIZATION_TYPE_OPTIONS } from '@shared/accounts/options';
import type { Profile, ToolboxRun } from '@shared/routes';
import { generatorByPage, generatorSchema, type GeneratorDef, type GeneratorInputs } from '@shared/toolbox/generators';
import type { AiOutputLanguage } from '@shared/toolbox/prompt-codes';
import { useMe } from '../../../features/accounts/api/get-me';
import { getToolboxRun, runToolboxGenerator } from '../../../features/toolbox/api/toolbox-runs';
import { formErrors, GeneratorForm } from '../../../features/toolbox/components/generator-form';
import { GeneratorOutput } from '../../../features/toolbox/components/generator-output';
import { RunHistory } from '../../../features/toolbox/components/run-history';
import { useRevealedText } from '../../../lib/ai/use-revealed-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';
import { NotFoundRoute } from '../not-found';
import '../../../features/toolbox/toolbox.css';

const emptyInputs = (def: GeneratorDef): GeneratorInputs => Object.fromEntries(def.fields.map((f) => [f.name, '']));

/** Fields the form fills in from the workspace (company, organization type, core values) while they are still empty. */
function prefilled(def: GeneratorDef, values: GeneratorInputs, profile: Profile): GeneratorInputs {
  const next = { ...values };
  for (const field of def.fields) {
    if (!field.prefill || next[field.name]) continue;
    if (field.prefill === 'company')
      next[field.name] = (profile.workspace.companyName || profile.companyName).slice(0, field.maxLength);
    if (field.prefill === 'orgType' && ORGANIZATION_TYPE_OPTIONS.some((o) => o.id === profile.typeOfOrg))
      next[field.name] = profile.typeOfOrg;
    if (field.prefill === 'coreValues') next[field.name] = profile.coreValues.join(', ').slice(0, field.maxLength);
  }
  return next;
}

/**
 * A toolbox generator's page (spec part 1 §1, §2 route table: bare, /en and /th): its form, the text as it is
 * written, and the person's past runs. Output is English or Thai (part 2 §1); /th and /en choose it, otherwise the
 * interface language does. Each Generate costs 1 credit (part 2 §9.1) and the credit line follows.
 */
export function GeneratorRoute({ page }: { page: string }) {
  const def = generatorByPage(page);
  return def ? <GeneratorScreen def={def} /> : <NotFoundRoute />;
}

function GeneratorScreen({ def }: { def: GeneratorDef }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const me = useMe();
  const reveal = useRevealedText();
  const prefix = /^\/(en|th|es)(?=\/|$)/.exec(location.pathname)?.[1];
  const [language, setLanguage] = useState<AiOutputLanguage>(
    prefix === 'th' || (!prefix && locale === 'th') ? 'th' : 'en',
  );
  const [values, setValues] = useState<GeneratorInputs>(() => emptyInputs(def));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<ToolboxRun | null>(null);
  const [error, setError] = useState<unknown>(null);
  const toolName = t(`toolbox.${def.id}.name` as MessageKey);

  const profile = me.data;
  useEffect(() => {
    if (profile) setValues((v) => prefilled(def, v, profile));
  }, [def, profile]);

  async function generate() {
    const found = formErrors(t, def, values, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = {
      runId: crypto.randomUUID(),
      generator: def.id,
      language,
      inputs: generatorSchema(def.id).parse(values),
    };
    setBusy(true);
    setError(null);
    setRun(null);
    reveal.start();
    try {
      const result = await runToolboxGenerator(request, {
        onDelta: (text) => reveal.receive(text),
        onReset: () => reveal.reset(),
      });
      setRun(result);
      if (result.status === 'finished') reveal.complete(result.text);
      else reveal.fail();
    } catch (err) {
      reveal.fail();
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  async function open(runId: string) {
    try {
      const stored = await getToolboxRun(runId);
      setError(null);
      setRun(stored);
      setValues({ ...emptyInputs(def), ...stored.inputs });
      setLanguage(stored.language);
      reveal.show(stored.text);
    } catch (err) {
      setError(err);
    }
  }

  const brand = me.data ? me.data.workspace.companyName || me.data.companyName || t('app.name') : t('app.name');
  return (
    <>
      <div className="page-header">
        <div>
          <h1>{toolName}</h1>
          <p className="muted">{t(`toolbox.${def.id}.intro` as MessageKey)}</p>
        </div>
      </div>
      <div className="toolbox-layout">
        <GeneratorForm
          def={def}
          values={values}
          onChange={setValues}
          language={language}
          onLanguage={setLanguage}
          errors={errors}
          busy={busy}
          onSubmit={() => void generate()}
        />
        <GeneratorOutput
          toolName={toolName}
          brand={brand}
          text={reveal.text}
          phase={reveal.state.phase}
          run={run}
          error={error}
        />
      </div>
      <RunHistory generator={def.id} openId={run?.id ?? null} onOpen={(id) => void open(id)} />
    </>
  );
}
