import { contextRouter } from '../http/context-router';
import { getMe } from './api/get-me';
import { saveSignupInfo } from './api/save-signup-info';
import { saveSignupBranding } from './api/save-signup-branding';

export const handler = contextRouter('accounts', { getMe, saveSignupInfo, saveSignupBranding });
