import { invoke, ok } from './invoke';

/** The one Values and traits section the credit tests publish, and the company's answers to it. */
export const VALUES_SECTION = 'values_and_traits';
export const VALUES_COMPANY = {
  defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
};

/** An owner's assessment of that one section, answered as the company and published: its id and public code. */
export async function publishedValuesAssessment(
  owner: { sub: string; email: string },
  formName: string,
): Promise<{ id: string; code: string }> {
  const draft = await ok(
    'createTemplate',
    invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { form_name: formName, sections: [VALUES_SECTION], type_of_org: 'technology' },
    }),
  );
  await ok(
    'saveTemplateSection',
    invoke('saveTemplateSection', {
      claims: owner,
      params: { id: draft.id, section: VALUES_SECTION },
      body: { company_answers: VALUES_COMPANY },
    }),
  );
  const published = await ok(
    'publishTemplate',
    invoke<{ publicCode: string }>('publishTemplate', { claims: owner, params: { id: draft.id } }),
  );
  return { id: draft.id, code: published.publicCode };
}
