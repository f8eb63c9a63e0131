import { Entity } from 'electrodb';

/** A workspace. Every user has one personal team; shared teams come with the teams issue (spec part 1 §3 Team). */
export const TeamEntity = new Entity({
  model: { entity: 'team', version: '1', service: 'culturefit' },
  attributes: {
    teamId: { type: 'string', required: true },
    name: { type: 'string', default: '' },
    companyName: { type: 'string', default: '' },
    personal: { type: 'boolean', required: true },
    color: { type: 'string', default: '#1B1C1E' },
    companyLogoUrl: { type: 'string', default: '' },
    typeOfOrg: { type: 'string', default: '' },
    creator: { type: 'string', required: true },
    owner: { type: 'string', required: true },
    deleted: { type: 'boolean', default: false },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: [] } },
  },
});
