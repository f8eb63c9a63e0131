import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoke } from '../support/invoke';

/**
 * Guided tours (spec part 1 §2, §3): sign-up switches the create tour on; a draft started from the tour is
 * marked only while the tour runs; publishing it finishes the create tour and starts the invite tour on that
 * assessment, in the same write; finishing or skipping is kept so a tour is shown once.
 */

type Profile = {
  guidedTourCreateEnabled: boolean;
  guidedTourCreateDone: boolean;
  guidedTourInviteDone: boolean;
  guidedTourAssessmentTemplateId: string;
};
type Detail = { id: string; status: string; is_created_by_guided_tour: boolean };

const company = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};
const info = { firstName: 'Tia', lastName: 'Nguyen', companyName: 'Tour Co', typeOfOrg: 'technology' };

function newEmployer() {
  return { sub: randomUUID(), email: `tour-${randomUUID().slice(0, 8)}@example.com` };
}

async function me(claims: { sub: string; email: string }) {
  return (await invoke<Profile>('getMe', { claims })).body;
}

async function draft(claims: { sub: string; email: string }, viaTour: boolean) {
  const created = await invoke<Detail>('createTemplate', {
    claims,
    body: {
      type_of_org: 'technology',
      form_name: 'Tour assessment',
      sections: ['values_and_traits'],
      via_tour: viaTour,
    },
  });
  expect(created.status).toBe(201);
  await invoke('saveTemplateSection', {
    claims,
    params: { id: created.body.id, section: 'values_and_traits' },
    body: { company_answers: company },
  });
  return created.body;
}

async function publish(claims: { sub: string; email: string }, id: string) {
  const res = await invoke<Detail>('publishTemplate', { claims, params: { id } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('the create tour', () => {
  it('is switched on by sign-up, not by an account that never signed up', async () => {
    const employer = newEmployer();
    expect(await me(employer)).toMatchObject({ guidedTourCreateEnabled: false, guidedTourCreateDone: false });
    await invoke('saveSignupInfo', { claims: employer, body: info });
    expect(await me(employer)).toMatchObject({
      guidedTourCreateEnabled: true,
      guidedTourCreateDone: false,
      guidedTourAssessmentTemplateId: '',
    });
    // Saving the details again later (My account) neither restarts nor re-enables a finished tour.
    await invoke('finishGuidedTour', { claims: employer, body: { tour: 'create' } });
    await invoke('saveSignupInfo', { claims: employer, body: info });
    expect(await me(employer)).toMatchObject({ guidedTourCreateEnabled: true, guidedTourCreateDone: true });
  });

  it('publishing the tour’s assessment finishes the create tour and starts the invite tour on it', async () => {
    const employer = newEmployer();
    await invoke('saveSignupInfo', { claims: employer, body: info });
    const tpl = await draft(employer, true);
    expect(tpl.is_created_by_guided_tour).toBe(true);
    // Nothing changes on the user before the publish.
    expect(await me(employer)).toMatchObject({ guidedTourCreateDone: false, guidedTourAssessmentTemplateId: '' });
    await publish(employer, tpl.id);
    expect(await me(employer)).toMatchObject({
      guidedTourCreateDone: true,
      guidedTourInviteDone: false,
      guidedTourAssessmentTemplateId: tpl.id,
    });
    // Publishing again (a retry) returns the same assessment and leaves the flags as they are.
    await publish(employer, tpl.id);
    expect((await me(employer)).guidedTourAssessmentTemplateId).toBe(tpl.id);
  });

  it('the client’s via_tour is ignored when the user has no running tour', async () => {
    const never = newEmployer();
    expect((await draft(never, true)).is_created_by_guided_tour).toBe(false);

    const skipped = newEmployer();
    await invoke('saveSignupInfo', { claims: skipped, body: info });
    const skip = await invoke<Profile>('finishGuidedTour', { claims: skipped, body: { tour: 'create' } });
    expect(skip.body).toMatchObject({ guidedTourCreateDone: true });
    const tpl = await draft(skipped, true);
    expect(tpl.is_created_by_guided_tour).toBe(false);
    await publish(skipped, tpl.id);
    expect((await me(skipped)).guidedTourAssessmentTemplateId).toBe('');
  });

  it('an assessment not started from the tour does not finish it', async () => {
    const employer = newEmployer();
    await invoke('saveSignupInfo', { claims: employer, body: info });
    const other = await draft(employer, false);
    await publish(employer, other.id);
    expect(await me(employer)).toMatchObject({ guidedTourCreateDone: false, guidedTourAssessmentTemplateId: '' });
  });

  it('a tour that ended before its assessment was published does not start the invite tour', async () => {
    const employer = newEmployer();
    await invoke('saveSignupInfo', { claims: employer, body: info });
    const tpl = await draft(employer, true);
    await invoke('finishGuidedTour', { claims: employer, body: { tour: 'create' } });
    await publish(employer, tpl.id);
    expect((await me(employer)).guidedTourAssessmentTemplateId).toBe('');
  });
});

describe('the invite tour', () => {
  it('is finished once and stays finished; an unknown tour is refused and changes nothing', async () => {
    const employer = newEmployer();
    await invoke('saveSignupInfo', { claims: employer, body: info });
    const tpl = await draft(employer, true);
    await publish(employer, tpl.id);
    const bad = await invoke<{ error: { code: string } }>('finishGuidedTour', {
      claims: employer,
      body: { tour: 'everything' },
    });
    expect(bad.status).toBe(400);
    expect((await me(employer)).guidedTourInviteDone).toBe(false);
    const done = await invoke<Profile>('finishGuidedTour', { claims: employer, body: { tour: 'invite' } });
    expect(done.body).toMatchObject({
      guidedTourInviteDone: true,
      guidedTourCreateDone: true,
      guidedTourAssessmentTemplateId: tpl.id,
    });
    const again = await invoke<Profile>('finishGuidedTour', { claims: employer, body: { tour: 'invite' } });
    expect(again.body.guidedTourInviteDone).toBe(true);
  });
});

describe('showing the tour again', () => {
  it("a finished or skipped create tour runs again from My account, and its next draft is the tour's", async () => {
    const employer = newEmployer();
    await invoke('saveSignupInfo', { claims: employer, body: info });
    await invoke('finishGuidedTour', { claims: employer, body: { tour: 'create' } });
    expect((await draft(employer, true)).is_created_by_guided_tour).toBe(false);
    const again = await invoke<Profile>('restartGuidedTour', { claims: employer });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ guidedTourCreateEnabled: true, guidedTourCreateDone: false });
    const tpl = await draft(employer, true);
    expect(tpl.is_created_by_guided_tour).toBe(true);
    await publish(employer, tpl.id);
    expect(await me(employer)).toMatchObject({
      guidedTourCreateDone: true,
      guidedTourInviteDone: false,
      guidedTourAssessmentTemplateId: tpl.id,
    });
  });
});
