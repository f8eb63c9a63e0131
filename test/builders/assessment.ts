import type { Actor, Assessment } from '../../shared/src/assessments/types';
import type { Team, TeamMember } from '../../shared/src/teams/types';

/** A published personal template by ann@acme.com in her personal team. */
export function buildAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 't1',
    form_name: 'Engineers 2026',
    status: 'published',
    objective: 'hiring',
    scope: 'personal',
    sections: ['values_and_traits', 'big5'],
    languages_required: ['en'],
    extra_time: 0,
    role: 'Engineer',
    type_of_org: 'Technology',
    section_status: { values_and_traits: 'completed', big5: 'completed' },
    creator: 'ann@acme.com',
    team_id: 'personal-ann',
    original_team_id: null,
    transferred_at: null,
    transferred_by: null,
    unshared_at: null,
    deleted: false,
    deleted_by: null,
    deleted_at: null,
    published_at: '2026-01-02T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    updated_by: 'ann@acme.com',
    last_activity_at: null,
    candidate_total: 3,
    progress: 33,
    is_started_test: true,
    is_copied: false,
    copied_by: null,
    copied_at: null,
    is_created_by_guided_tour: false,
    is_sample_data: false,
    version: '2.1',
    ...overrides,
  };
}

export function buildMember(
  email: string,
  role: TeamMember['role'] = 'member',
  overrides: Partial<TeamMember> = {},
): TeamMember {
  return {
    email,
    role,
    owner: false,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    invited: false,
    sendmail: false,
    ...overrides,
  };
}

/** A non-personal team owned by ann@acme.com with bob@acme.com as member. */
export function buildTeam(overrides: Partial<Team> = {}): Team {
  const members = overrides.members ?? [
    buildMember('ann@acme.com', 'admin', { owner: true }),
    buildMember('bob@acme.com'),
  ];
  return {
    id: 'team-sales',
    name: 'Sales',
    companyName: 'Acme',
    personal: false,
    color: '#112233',
    companyLogoUrl: '',
    typeOfOrg: '',
    coreValues: [],
    missionAndVision: '',
    creator: 'ann@acme.com',
    owner: 'ann@acme.com',
    pendingOwner: '',
    deleted: false,
    ...overrides,
    members,
    member_emails: members.map((m) => m.email),
  };
}

export function buildPersonalTeam(email: string): Team {
  return buildTeam({
    id: `personal-${email.split('@')[0]}`,
    name: 'Personal',
    personal: true,
    creator: email,
    owner: email,
    members: [buildMember(email, 'admin', { owner: true })],
  });
}

export const ann: Actor = { email: 'ann@acme.com', currentTeamId: 'personal-ann', personalTeamId: 'personal-ann' };
export const bob: Actor = { email: 'bob@acme.com', currentTeamId: 'team-sales', personalTeamId: 'personal-bob' };
