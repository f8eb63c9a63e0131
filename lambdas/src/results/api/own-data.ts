import { defineHandler } from '../../http/handler-factory';
import { eraseOwnData, readOwnData } from '../data-request';

/** The "your data" page: a copy of what the respondent gave (public: the e-mailed link is the credential). */
export const getOwnRespondentData = defineHandler('getOwnRespondentData', async ({ body, sourceIp, now }) =>
  readOwnData({ token: body.token, sourceIp, now }),
);

/** The "your data" page: the respondent deletes their record. */
export const eraseOwnRespondentData = defineHandler('eraseOwnRespondentData', async ({ body, sourceIp, now }) =>
  eraseOwnData({ token: body.token, sourceIp, now }),
);
