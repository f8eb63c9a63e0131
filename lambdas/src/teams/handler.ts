import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'teams',
  {
    listMyTeams: () => import('./api/list-my-teams').then((m) => m.listMyTeams),
    createTeam: () => import('./api/create-team').then((m) => m.createTeam),
    getTeam: () => import('./api/get-team').then((m) => m.getTeam),
    updateTeam: () => import('./api/update-team').then((m) => m.updateTeam),
    deleteTeam: () => import('./api/delete-team').then((m) => m.deleteTeam),
    addTeamMember: () => import('./api/members').then((m) => m.addTeamMember),
    changeTeamRole: () => import('./api/members').then((m) => m.changeTeamRole),
    removeTeamMember: () => import('./api/members').then((m) => m.removeTeamMember),
    switchTeam: () => import('./api/switch-team').then((m) => m.switchTeam),
    acceptTeamInvitation: () => import('./api/invitations').then((m) => m.acceptTeamInvitation),
    declineTeamInvitation: () => import('./api/invitations').then((m) => m.declineTeamInvitation),
    offerTeamOwnership: () => import('./api/ownership').then((m) => m.offerTeamOwnership),
    acceptTeamOwnership: () => import('./api/ownership').then((m) => m.acceptTeamOwnership),
    listAuditLog: () => import('./api/list-audit-log').then((m) => m.listAuditLog),
    listWebhooks: () => import('./api/webhooks').then((m) => m.listWebhooks),
    createWebhook: () => import('./api/webhooks').then((m) => m.createWebhook),
    deleteWebhook: () => import('./api/webhooks').then((m) => m.deleteWebhook),
    sendWebhookTest: () => import('./api/webhooks').then((m) => m.sendWebhookTest),
    redeliverWebhook: () => import('./api/webhooks').then((m) => m.redeliverWebhook),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
